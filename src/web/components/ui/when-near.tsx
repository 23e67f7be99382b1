// Renders its children (typically a lazy part) only once its place comes near the screen, or once the
// keyboard focus enters the region around it, and a placeholder until then. A part below the fold then
// costs the first load nothing: its code, styles and texts load when the visitor gets there. A place
// inside a hidden element (`display: none`, e.g. a column a phone does not show) never comes near, so
// nothing loads for it. Without IntersectionObserver (old browsers, jsdom) the children render at once; on the server, the
// placeholder.
import { type ReactNode, useEffect, useRef, useState } from 'react';

/** How far below the visible area a part starts loading, so it is usually there when scrolled to. */
const AHEAD = '400px';

export function WhenNear({
  children,
  placeholder,
  focusRegion,
}: {
  children: ReactNode;
  placeholder: ReactNode;
  /** the nearest ancestor matching this selector loads the part as soon as focus enters it */
  focusRegion?: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  // On the server (no window) it is the placeholder, as in the browser's first render that takes the
  // server's HTML over.
  const [near, setNear] = useState(
    () => typeof window !== 'undefined' && typeof IntersectionObserver === 'undefined',
  );

  useEffect(() => {
    const place = ref.current;
    if (near || !place) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: `0px 0px ${AHEAD} 0px` },
    );
    observer.observe(place);
    // Tabbing through a region reaches the part before any scrolling shows it: load on the way in.
    const region = focusRegion ? place.closest(focusRegion) : null;
    // The focus may have gone in before this part was there (a link to it, clicked while its code loaded).
    if (region?.contains(document.activeElement)) {
      observer.disconnect();
      setNear(true);
      return;
    }
    const onFocus = () => setNear(true);
    region?.addEventListener('focusin', onFocus);
    return () => {
      observer.disconnect();
      region?.removeEventListener('focusin', onFocus);
    };
  }, [near, focusRegion]);

  if (near) return <>{children}</>;
  return (
    <div ref={ref} data-when-near="waiting">
      {placeholder}
    </div>
  );
}
