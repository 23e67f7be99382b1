// Clicks on a server-rendered page before React has taken it over. The page is on screen at once, but
// until `hydrateRoot` runs a button does nothing and a radio changes only the HTML: the click would be
// lost, or leave an option that the app does not know is checked. They are held, and clicked again once
// React listens (it replays them on the parts it has not hydrated yet). Links and text fields keep the
// browser's own behaviour. This module imports nothing: it runs in the boot chunk.

const HELD = 'button, [role="button"], input[type="radio"], input[type="checkbox"]';

export type EarlyClicks = {
  /** clicks the held controls again (React is listening now) and stops holding */
  release: () => void;
  /** forgets them (the page is being rendered afresh, its controls replaced) and stops holding */
  drop: () => void;
};

export function holdEarlyClicks(root: HTMLElement): EarlyClicks {
  const held: HTMLElement[] = [];
  const onClick = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target.closest<HTMLElement>(HELD) : null;
    if (!target || !root.contains(target)) return;
    // A radio or checkbox keeps the server's state until the app makes the change itself.
    event.preventDefault();
    event.stopPropagation();
    held.push(target);
  };
  document.addEventListener('click', onClick, true);
  const stop = () => document.removeEventListener('click', onClick, true);
  return {
    release() {
      stop();
      for (const target of held.splice(0)) {
        if (!target.isConnected) continue;
        // First an event that nothing of ours handles but that makes React hydrate the target's part at
        // once: a click on a radio ticks it before any listener runs, and had React met the element
        // only then, it would have taken the ticked state for the old one and seen no change.
        target.dispatchEvent(new MouseEvent('auxclick', { bubbles: true, button: 1 }));
        target.click();
      }
    },
    drop() {
      stop();
      held.length = 0;
    },
  };
}
