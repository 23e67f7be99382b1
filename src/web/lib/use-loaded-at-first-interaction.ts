import { useEffect, useState } from 'react';
import { onFirstInteraction } from './first-interaction.ts';

/**
 * Whether `preload`'s code is there, loading it at the visitor's first action on the page (or at once
 * when `now` turns true, e.g. a press that needs it). Code that only an action uses (a dropdown, a
 * tooltip) stays out of the first load and is there before the action in all but the quickest cases.
 */
export function useLoadedAtFirstInteraction(
  preload: () => Promise<unknown>,
  loadedAlready: boolean,
  now = false,
): boolean {
  const [loaded, setLoaded] = useState(loadedAlready);
  useEffect(() => {
    if (loaded) return;
    let live = true;
    const load = () =>
      void preload().then(
        () => live && setLoaded(true),
        () => undefined,
      );
    if (now) load();
    const cancel = onFirstInteraction(load);
    return () => {
      live = false;
      cancel();
    };
  }, [preload, loaded, now]);
  return loaded;
}
