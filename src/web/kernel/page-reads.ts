/** The two legal pages, as the legal-page read names them. */
export type LegalSlug = 'legal-notice' | 'data-protection';

/** What a public page's first render reads besides the machine catalogue and the enabled locales. */
export type PageReads = { machineSlug?: string; legalSlug?: LegalSlug };
