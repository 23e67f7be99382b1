import { z } from 'zod';
import type { MachinePart } from '../../../db/queries/machine-parts.ts';
import { SLUG_PATTERN } from '../../../db/schema/columns.ts';
import { sameObjectIf } from '../output.ts';

export const machinePartsInput = z.object({ slug: z.string().max(100).regex(new RegExp(SLUG_PATTERN)) });

const vector = z.tuple([z.number(), z.number(), z.number()]);
const link = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('always') }),
  z.object({ kind: z.literal('option'), subStep: z.string(), value: z.string() }),
  z.object({ kind: z.literal('dosingLine'), id: z.string() }),
  z.object({ kind: z.literal('dayTank'), id: z.string() }),
]);
const machinePartShape = z.object({
  id: z.string(),
  name: z.string(),
  url: z.string(),
  byteSize: z.number().int().nonnegative(),
  links: z.array(link),
  anchor: z.string().nullable(),
  position: vector,
  rotation: vector,
  scale: z.number().positive(),
}) satisfies z.ZodType<MachinePart>;

/** The cached list itself, once checked: the browser places and shows parts by these fields. */
export const machinePartsOutput = sameObjectIf<MachinePart[]>(z.array(machinePartShape));
