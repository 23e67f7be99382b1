// The visitor's languages, most wanted first: what the browser says (navigator.languages), or on a
// server render what its Accept-Language said, so that both renders pick the same defaults (the
// visitor's country, docs/product.md#ux-defaults).
import { createContext, type ReactNode, useContext } from 'react';

const VisitorLanguagesContext = createContext<readonly string[] | null>(null);

export function VisitorLanguagesProvider({
  languages,
  children,
}: {
  languages: readonly string[];
  children: ReactNode;
}) {
  return <VisitorLanguagesContext value={languages}>{children}</VisitorLanguagesContext>;
}

function browserLanguages(): readonly string[] {
  // Node has a navigator too, which speaks for the server: only a browser's counts.
  if (typeof window === 'undefined' || typeof navigator === 'undefined') return [];
  return navigator.languages?.length ? navigator.languages : navigator.language ? [navigator.language] : [];
}

export function useVisitorLanguages(): readonly string[] {
  return useContext(VisitorLanguagesContext) ?? browserLanguages();
}
