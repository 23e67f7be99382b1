// The interface texts, one lazily loaded file per locale and namespace (./locales/<locale>/<namespace>.ts).
// Apart from i18n.ts (which needs i18next) so that main.tsx can start a page's texts before the framework
// chunk has arrived; i18next's later request for the same file finds it loaded or on its way.
import type { InterfaceLocale } from '../../domain/format.ts';
import type { MessageTree } from './messages.ts';

export const LOCALE_FILES = import.meta.glob<{ default: MessageTree }>('./locales/*/*.ts');

export const DEFAULT_NAMESPACE = 'common';

/** The file of a locale's namespace, or undefined when there is none. */
export function localeFile(
  locale: string,
  namespace: string,
): (() => Promise<{ default: MessageTree }>) | undefined {
  return LOCALE_FILES[`./locales/${locale}/${namespace}.ts`];
}

/** Starts loading the default namespace and `namespaces` of `locale`; failures surface when i18next asks. */
export function startLocaleFiles(locale: InterfaceLocale, namespaces: readonly string[]): void {
  for (const namespace of [DEFAULT_NAMESPACE, ...namespaces]) {
    void localeFile(locale, namespace)?.().catch(() => undefined);
  }
}
