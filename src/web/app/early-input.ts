// What a visitor does on a server-rendered page before React has taken it over. The page is on screen
// at once, but until `hydrateRoot` runs nothing of the app listens:
// - a click on a button does nothing, and one on a radio changes only the HTML: the click would be lost,
//   or leave an option that the app does not know is checked. Clicks are held, and made again once React
//   listens (it replays them on the parts it has not hydrated yet);
// - a value typed into a field (the finder's output, a configurator's number) would be overwritten by
//   React's own state as it takes the field over. The last value of each field is kept, and given to the
//   app once React listens, as if typed then.
// Links keep the browser's own behaviour. This module imports nothing: it runs in the boot chunk.

const HELD_CLICKS = 'button, [role="button"], input[type="radio"], input[type="checkbox"]';

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const TYPES_WITHOUT_TEXT = new Set([
  'radio',
  'checkbox',
  'button',
  'submit',
  'reset',
  'image',
  'file',
  'hidden',
]);

function typedField(target: EventTarget | null): Field | null {
  if (target instanceof HTMLInputElement) return TYPES_WITHOUT_TEXT.has(target.type) ? null : target;
  return target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement ? target : null;
}

/**
 * Gives `value` to the app as though the visitor had just entered it. React notices a change of a text
 * field by comparing the element's value with the one it last saw: the field is first set, through
 * React's view of it, to an empty value, then to the visitor's behind React's back, so that the `input`
 * event that follows is a change to React whatever the field held.
 */
function enter(field: Field, value: string): void {
  if (field instanceof HTMLSelectElement) {
    field.value = value;
    field.dispatchEvent(new Event('change', { bubbles: true }));
    return;
  }
  const prototype =
    field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  field.value = '';
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

export type EarlyInput = {
  /** makes the held clicks and typed values again (React is listening now) and stops holding */
  release: () => void;
  /** forgets them (the page is being rendered afresh, its controls replaced) and stops holding */
  drop: () => void;
};

export function holdEarlyInput(root: HTMLElement): EarlyInput {
  const clicks: HTMLElement[] = [];
  const typed = new Map<Field, string>();
  const onClick = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target.closest<HTMLElement>(HELD_CLICKS) : null;
    if (!target || !root.contains(target)) return;
    // A radio or checkbox keeps the server's state until the app makes the change itself.
    event.preventDefault();
    event.stopPropagation();
    clicks.push(target);
  };
  const onInput = (event: Event) => {
    const field = typedField(event.target);
    if (field && root.contains(field)) typed.set(field, field.value);
  };
  document.addEventListener('click', onClick, true);
  document.addEventListener('input', onInput, true);
  document.addEventListener('change', onInput, true);
  const stop = () => {
    document.removeEventListener('click', onClick, true);
    document.removeEventListener('input', onInput, true);
    document.removeEventListener('change', onInput, true);
  };
  // An event that nothing of ours handles but that makes React hydrate the target's part at once: a click
  // on a radio ticks it before any listener runs, and had React met the element only then, it would have
  // taken the ticked state for the old one and seen no change; a field would be taken over after the
  // visitor's value was given to it, and lose it.
  const hydrate = (target: Element) =>
    target.dispatchEvent(new MouseEvent('auxclick', { bubbles: true, button: 1 }));
  return {
    release() {
      stop();
      for (const [field, value] of typed) {
        if (!field.isConnected) continue;
        hydrate(field);
        enter(field, value);
      }
      typed.clear();
      for (const target of clicks.splice(0)) {
        if (!target.isConnected) continue;
        hydrate(target);
        target.click();
      }
    },
    drop() {
      stop();
      clicks.length = 0;
      typed.clear();
    },
  };
}
