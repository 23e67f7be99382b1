import { z } from 'zod';
import { INTERFACE_LOCALES } from '../../../../domain/interface-locales.ts';
import { LEGAL_PAGES, type LegalPage } from '../../../db/queries/public-site.ts';
import { sameObjectIf } from '../output.ts';

export const legalPageInput = z.object({ slug: z.enum(LEGAL_PAGES), locale: z.enum(INTERFACE_LOCALES) });

const legalPageShape = z.object({
  slug: z.enum(LEGAL_PAGES),
  locale: z.enum(INTERFACE_LOCALES),
  title: z.string(),
  /** sanitised rich text (sanitised when it is written) */
  html: z.string(),
}) satisfies z.ZodType<LegalPage>;
/** The cached page itself, once checked. */
export const legalPageOutput = sameObjectIf<LegalPage>(legalPageShape);
