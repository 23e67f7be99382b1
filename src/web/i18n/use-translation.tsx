// The components' way to their texts: the app's text store (i18n.ts, text-store.ts) through React context.
//
// It does what the app used of react-i18next (its useTranslation with Suspense, re-rendering on a change
// of language) in a few lines, where the library was 2.5 KB gzipped of every first load
// (docs/decisions/010-texts-as-data-and-a-small-useTranslation.md).

import { createContext, type ReactNode, useCallback, useContext, useSyncExternalStore } from 'react';
import type { I18n, TFunction } from './i18n.ts';
import { DEFAULT_NAMESPACE } from './locale-files.ts';

const TextsContext = createContext<I18n | null>(null);

/** Makes `i18n` the instance useTranslation reads below it. */
export function TextsProvider({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  return <TextsContext.Provider value={i18n}>{children}</TextsContext.Provider>;
}

/** The entries of `i18n` in a per-instance store, keyed by `language|namespace`. */
function entriesOf<T>(store: WeakMap<I18n, Map<string, T>>, i18n: I18n): Map<string, T> {
  let byKey = store.get(i18n);
  if (!byKey) {
    byKey = new Map();
    store.set(i18n, byKey);
  }
  return byKey;
}

/** What a render waits for, per instance and `language|namespace`: one promise, for Suspense to retry on. */
const pending = new WeakMap<I18n, Map<string, Promise<void>>>();

function loaded(i18n: I18n, language: string, namespace: string): Promise<void> {
  const byKey = entriesOf(pending, i18n);
  const key = `${language}|${namespace}`;
  let promise = byKey.get(key);
  if (!promise) {
    // Settles however the loading ends: the store then counts the namespace as loaded or failed, not
    // pending, and the render goes on (a failed file shows its keys rather than waiting for ever).
    promise = new Promise<void>((resolve) => {
      const load = () => {
        i18n.off('initialized', load);
        void i18n.loadNamespaces(namespace, () => resolve());
      };
      if (i18n.isInitialized) load();
      else i18n.on('initialized', load);
    });
    byKey.set(key, promise);
    void promise.then(() => byKey.delete(key));
  }
  return promise;
}

/**
 * The texts function of each instance, language and namespace, once they are loaded: one for every
 * component, so a click that renders a hundred options asks the store nothing (its own check walks the
 * languages and load states each time).
 */
const fixed = new WeakMap<I18n, Map<string, TFunction>>();

function loadedTexts(i18n: I18n, language: string, namespace: string): TFunction | undefined {
  const byKey = entriesOf(fixed, i18n);
  const key = `${language}|${namespace}`;
  let t = byKey.get(key);
  if (!t && i18n.isInitialized && i18n.hasLoadedNamespace(namespace)) {
    t = i18n.getFixedT(language, namespace) as TFunction;
    byKey.set(key, t);
  }
  return t;
}

/**
 * The texts of `namespace` in the current language, and the instance. The component suspends until the
 * namespace is loaded, and renders again when the language changes.
 */
export function useTranslation(namespace: string = DEFAULT_NAMESPACE): { t: TFunction; i18n: I18n } {
  const i18n = useContext(TextsContext);
  if (!i18n) throw new Error('useTranslation() needs a <TextsProvider> above it');
  const subscribe = useCallback(
    (changed: () => void) => {
      i18n.on('languageChanged', changed);
      return () => i18n.off('languageChanged', changed);
    },
    [i18n],
  );
  const language = useSyncExternalStore(
    subscribe,
    () => i18n.language,
    () => i18n.language,
  );
  const t = loadedTexts(i18n, language, namespace);
  if (!t) throw loaded(i18n, language, namespace);
  return { t, i18n };
}
