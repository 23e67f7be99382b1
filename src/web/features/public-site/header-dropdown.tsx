import { useClickOutside } from '@mantine/hooks';
import {
  type KeyboardEvent,
  type ReactNode,
  Suspense,
  useCallback,
  useEffect,
  useRef,
  useState,
} from 'react';
import { useLocation } from 'react-router';
import { onFirstInteraction } from '../../lib/first-interaction.ts';
import classes from './header.module.css';

const FOCUSABLE = 'a[href], button:not([disabled]), input';

export type HeaderDropdownProps = {
  id: string;
  /** the button's visible content */
  label: ReactNode;
  /** the button's accessible name when its content is not enough (e.g. an icon) */
  ariaLabel?: string;
  /** which side of the header the panel hangs from */
  align: 'start' | 'end';
  /** called when the panel opens, e.g. to fetch what a choice will need */
  onOpen?: () => void;
  testId?: string;
  /**
   * the panel's code, when it loads on demand (a lazy part): it loads at the visitor's first action on
   * the page, before the button can be pressed, and `loading` stands in for it until it is there
   */
  lazyPanel?: { preload: () => Promise<unknown>; loading: string };
  /** the panel; items call `close` when chosen */
  children: (close: () => void) => ReactNode;
};

/**
 * A disclosure button with a panel of links and buttons below the header (WAI-ARIA disclosure
 * navigation): Enter, Space or ArrowDown open it, arrows move between its items, Escape closes it and
 * returns to the button. It closes on an outside click, on a choice, when focus leaves it and on a new
 * page. Plain DOM and CSS: no floating-ui in the public first load.
 */
export function HeaderDropdown({
  id,
  label,
  ariaLabel,
  align,
  onOpen,
  testId,
  lazyPanel,
  children,
}: HeaderDropdownProps) {
  const [opened, setOpened] = useState(false);
  const preloadPanel = lazyPanel?.preload;
  useEffect(
    () => (preloadPanel ? onFirstInteraction(() => void preloadPanel().catch(() => undefined)) : undefined),
    [preloadPanel],
  );
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const [container, setContainer] = useState<HTMLDivElement | null>(null);
  const { pathname } = useLocation();

  const close = useCallback(() => setOpened(false), []);
  const open = useCallback(() => {
    setOpened(true);
    onOpen?.();
  }, [onOpen]);
  useClickOutside(close, null, [container], opened);
  // Tabbing out of the panel closes it, as a click elsewhere does.
  useEffect(() => {
    if (!opened || !container) return;
    const onFocusOut = (event: FocusEvent) => {
      if (!container.contains(event.relatedTarget as Node | null)) close();
    };
    container.addEventListener('focusout', onFocusOut);
    return () => container.removeEventListener('focusout', onFocusOut);
  }, [opened, container, close]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new page closes the panel.
  useEffect(() => close(), [pathname, close]);

  const items = () => [...(panel.current?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? [])];
  const focusItem = (index: number) => {
    const all = items();
    if (all.length === 0) return;
    all[(index + all.length) % all.length]?.focus();
  };
  const pendingFocus = useRef<'first' | 'last' | null>(null);
  useEffect(() => {
    if (!opened || !pendingFocus.current) return;
    focusItem(pendingFocus.current === 'first' ? 0 : -1);
    pendingFocus.current = null;
  });

  const onButtonKey = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      pendingFocus.current = event.key === 'ArrowDown' ? 'first' : 'last';
      if (opened) focusItem(event.key === 'ArrowDown' ? 0 : -1);
      else open();
    } else if (event.key === 'Escape' && opened) {
      close();
    }
  };

  const onPanelKey = (event: KeyboardEvent) => {
    const all = items();
    const index = all.indexOf(document.activeElement as HTMLElement);
    const moves: Record<string, number> = { ArrowDown: index + 1, ArrowUp: index - 1, Home: 0, End: -1 };
    // In a text field Home and End move the caret.
    const inField = (event.target as HTMLElement).tagName === 'INPUT';
    const target = inField && (event.key === 'Home' || event.key === 'End') ? undefined : moves[event.key];
    if (target !== undefined) {
      event.preventDefault();
      focusItem(target);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close();
      button.current?.focus();
    }
  };

  return (
    <div ref={setContainer} className={classes.dropdown} data-testid={testId}>
      <button
        ref={button}
        type="button"
        className={classes.dropdownButton}
        aria-expanded={opened}
        aria-controls={id}
        aria-label={ariaLabel}
        onClick={() => (opened ? close() : open())}
        onKeyDown={onButtonKey}
      >
        {label}
      </button>
      {opened && (
        // biome-ignore lint/a11y/noStaticElementInteractions: arrow keys move between the links inside.
        <div
          ref={panel}
          id={id}
          className={classes.panel}
          data-align={align}
          onKeyDown={onPanelKey}
          tabIndex={-1}
        >
          {lazyPanel ? (
            <Suspense fallback={<p className={classes.itemMuted}>{lazyPanel.loading}</p>}>
              {children(close)}
            </Suspense>
          ) : (
            children(close)
          )}
        </div>
      )}
    </div>
  );
}
