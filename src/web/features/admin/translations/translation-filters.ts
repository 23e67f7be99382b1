// The translations page's filters live in its address, so a link opens a filtered view (the model editor's
// "missing translation" warning links to one machine, language and state):
// `/admin/public-configurator/translations?machine=hx&locale=ko&state=missing&q=hose`.
import {
  TARGET_LOCALES,
  TRANSLATION_STATE_OPTIONS,
} from '../../../../domain/resources/public-configurator.ts';

const TRANSLATIONS_PATH = '/admin/public-configurator/translations';

export type TranslationState = (typeof TRANSLATION_STATE_OPTIONS)[number]['value'];

export type TranslationFilters = {
  machine?: string;
  locale?: string;
  state?: TranslationState;
  /** the text searched for in the English and the translations */
  q?: string;
};

const STATES = new Set<string>(TRANSLATION_STATE_OPTIONS.map((option) => option.value));
const LOCALES = new Set<string>(TARGET_LOCALES);
const SLUG = /^[a-z0-9][a-z0-9-]{0,99}$/;

/** The filters an address names; a value the list cannot take (an unknown state) is left out. */
export function readFilters(params: URLSearchParams): TranslationFilters {
  const filters: TranslationFilters = {};
  const machine = params.get('machine')?.trim().toLowerCase();
  if (machine && SLUG.test(machine)) filters.machine = machine;
  const locale = params.get('locale')?.trim().toLowerCase();
  if (locale && LOCALES.has(locale)) filters.locale = locale;
  const state = params.get('state')?.trim();
  if (state && STATES.has(state)) filters.state = state as TranslationState;
  const q = params.get('q')?.trim();
  if (q) filters.q = q.slice(0, 200);
  return filters;
}

/** The address's parameters with these filters (others, such as the tab, kept). */
export function writeFilters(params: URLSearchParams, filters: TranslationFilters): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const name of ['machine', 'locale', 'state', 'q'] as const) {
    const value = filters[name];
    if (value) next.set(name, value);
    else next.delete(name);
  }
  return next;
}

/** The translations page filtered, e.g. for the model editor's link to a machine's missing German texts. */
export function translationsHref(filters: TranslationFilters): string {
  const query = writeFilters(new URLSearchParams(), filters).toString();
  return query ? `${TRANSLATIONS_PATH}?${query}` : TRANSLATIONS_PATH;
}

/** The list query's filter object (`?filter=` of /api/admin/translations) of the address's filters. */
export function listFilter(filters: TranslationFilters): Record<string, string> {
  const filter: Record<string, string> = {};
  if (filters.machine) filter.machine = filters.machine;
  if (filters.locale) filter.locale = filters.locale;
  if (filters.state) filter.state = filters.state;
  return filter;
}
