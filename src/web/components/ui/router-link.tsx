import type { AnchorHTMLAttributes, MouseEvent, Ref } from 'react';
import { type To, useHref, useLinkClickHandler } from 'react-router';

export type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  to: To;
  replace?: boolean;
  ref?: Ref<HTMLAnchorElement>;
};

/**
 * The app's in-app link: an `<a href>` that navigates with the router on a plain click and lets the
 * browser handle the rest (new tab, modifier keys, `target`). react-router's own `Link` carries
 * framework-mode prefetching (PrefetchPageLinks and its route-module helpers) that a declarative app
 * never uses: about 2 KB gzipped on every first load (decision 008).
 */
export function Link({ to, replace, target, onClick, ref, ...rest }: LinkProps) {
  const href = useHref(to);
  const navigate = useLinkClickHandler<HTMLAnchorElement>(to, { replace, target });
  return (
    <a
      {...rest}
      ref={ref}
      href={href}
      target={target}
      onClick={(event: MouseEvent<HTMLAnchorElement>) => {
        onClick?.(event);
        if (!event.defaultPrevented) navigate(event);
      }}
    />
  );
}
