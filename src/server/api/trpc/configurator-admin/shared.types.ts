// Schemas every procedure of the model editor shares: the machine's slug, the findings of the model
// check, the changes between versions.
import { z } from 'zod';
import { type ModelFinding, severityOf } from '../../../../domain/configurator/model-check.ts';
import type { ModelChange } from '../../../../domain/configurator/model-diff.ts';
import { SLUG_PATTERN } from '../../../db/schema/columns.ts';

export const machineSlugInput = z.string().max(100).regex(new RegExp(SLUG_PATTERN), 'must be a machine slug');

const findingOutput = z.object({
  code: z.string(),
  severity: z.enum(['error', 'warning']),
  message: z.string(),
  subStepSlug: z.string().optional(),
  value: z.string().optional(),
  key: z.string().optional(),
  locale: z.string().optional(),
  dosingLine: z.string().optional(),
  missing: z.array(z.string()).optional(),
});
export const findingsOutput = z.array(findingOutput);
export type FindingOutput = z.infer<typeof findingOutput>;

export function withSeverity(findings: readonly ModelFinding[]): FindingOutput[] {
  return findings.map((finding) => ({ ...finding, severity: severityOf(finding) }));
}

export const changesOutput = z.array(
  z.object({
    kind: z.enum(['added', 'removed', 'renamed', 'price', 'changed', 'moved']),
    subject: z.enum(['step', 'subStep', 'option', 'starter', 'basePrice', 'agencyBasePrice', 'setting']),
    at: z.string(),
    text: z.string(),
    before: z.string().optional(),
    after: z.string().optional(),
  }) satisfies z.ZodType<ModelChange>,
);
