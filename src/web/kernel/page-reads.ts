/** The two legal pages, as the legal-page read names them. */
export const LEGAL_SLUGS = ['legal-notice', 'data-protection'] as const;
export type LegalSlug = (typeof LEGAL_SLUGS)[number];

/** What a public page's first render reads besides the machine catalogue and the enabled locales. */
export type PageReads = { machineSlug?: string; legalSlug?: LegalSlug };
