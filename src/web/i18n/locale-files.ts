// The interface texts, one file per locale and namespace (./locales/<locale>/<namespace>.ts).
// Apart from i18n.ts (the store) so that main.tsx can start a page's texts before the framework chunk
// has arrived; the store's later request for the same file finds it loaded or on its way.
import type { InterfaceLocale } from '../../domain/format.ts';
import type { MessageTree } from './messages.ts';

/**
 * Each file's texts, or in the browser's build the URL of a JSON file holding them
 * (scripts/vite-locale-json.ts): a page fetches its own locale's files only.
 */
const FILES = import.meta.glob<string | MessageTree>('./locales/*/*.ts', {
  query: '?texts',
  import: 'default',
  eager: true,
});

export const LOCALE_FILE_PATHS: readonly string[] = Object.keys(FILES);

export const DEFAULT_NAMESPACE = 'common';

const loading = new Map<string, Promise<MessageTree>>();

async function fetchTexts(url: string): Promise<MessageTree> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`The texts at ${url} could not be loaded (HTTP ${response.status}).`);
  return (await response.json()) as MessageTree;
}

/** A locale's texts of a namespace, loaded once; undefined when there is no such file. */
export function localeTexts(locale: string, namespace: string): Promise<MessageTree> | undefined {
  const path = `./locales/${locale}/${namespace}.ts`;
  const file = FILES[path];
  if (file === undefined) return undefined;
  if (typeof file !== 'string') return Promise.resolve(file);
  let texts = loading.get(path);
  if (!texts) {
    texts = fetchTexts(file);
    loading.set(path, texts);
    // A failed load is tried again at the next request (after a reconnection, say).
    texts.catch(() => loading.delete(path));
  }
  return texts;
}

/** Starts loading the default namespace and `namespaces` of `locale`; failures surface when the store asks. */
export function startLocaleFiles(locale: InterfaceLocale, namespaces: readonly string[]): void {
  for (const namespace of [DEFAULT_NAMESPACE, ...namespaces]) {
    localeTexts(locale, namespace)?.catch(() => undefined);
  }
}
