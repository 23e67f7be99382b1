import { z } from 'zod';
import { changesOutput, machineSlugInput } from './shared.types.ts';

const versionRef = z.union([z.literal('draft'), z.number().int().min(1).max(2_147_483_647)]);

export const diffInput = z.object({ slug: machineSlugInput, from: versionRef, to: versionRef });
export const diffOutput = changesOutput;
