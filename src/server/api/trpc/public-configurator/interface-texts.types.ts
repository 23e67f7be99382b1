import { z } from 'zod';
import type { TextOverrides } from '../../../db/queries/translation-sources.ts';
import { sameObjectIf } from '../output.ts';
import { localeInput } from './inputs.ts';

export const interfaceTextsInput = z.object({ locale: localeInput });

type TreeShape = { [key: string]: string | TreeShape };
const tree: z.ZodType<TreeShape> = z.lazy(() => z.record(z.string(), z.union([z.string(), tree])));
/** The cached trees themselves, once checked. */
export const interfaceTextsOutput = sameObjectIf<TextOverrides>(z.record(z.string(), tree));
