import { z } from 'zod';
import { modelDocumentSchema } from '../../../../domain/configurator/model-document.ts';
import { findingsOutput, machineSlugInput } from './shared.types.ts';

export const saveDraftInput = z.object({
  slug: machineSlugInput,
  /** the draft version the editor changed: another save since then is a CONFLICT */
  expectedDraftVersion: z.number().int().min(1).max(2_147_483_647),
  model: modelDocumentSchema,
});

export const saveDraftOutput = z.object({ draftVersion: z.number().int(), findings: findingsOutput });
