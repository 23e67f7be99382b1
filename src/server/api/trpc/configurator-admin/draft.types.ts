import { z } from 'zod';
import { modelDocumentSchema } from '../../../../domain/configurator/model-document.ts';
import { findingsOutput, machineSlugInput } from './shared.types.ts';

export const draftInput = z.object({ slug: machineSlugInput });

const named = z.object({ id: z.string(), name: z.string() });

/** What the editor picks from: the catalogue around the machine's model. */
const editorCatalogueOutput = z.object({
  machine: z.object({ id: z.string(), slug: z.string(), name: z.string(), modelVersion: z.number().int() }),
  dosingLines: z.array(named),
  dayTanks: z.array(named),
  peds: z.array(named),
  countries: z.array(z.object({ iso: z.string(), name: z.string(), pedId: z.string() })),
  mixheads: z.array(named),
  locales: z.array(z.string()),
  translated: z.record(z.string(), z.array(z.string())),
  /** the lines of the machine's part models' "shown by" (the check of options without a part) */
  partLinks: z.array(z.string()),
});

export const draftOutput = z.object({
  draftVersion: z.number().int(),
  basedOnModelVersion: z.number().int(),
  updatedAt: z.string(),
  updatedBy: z.string().nullable(),
  model: modelDocumentSchema,
  findings: findingsOutput,
  catalogue: editorCatalogueOutput,
});
