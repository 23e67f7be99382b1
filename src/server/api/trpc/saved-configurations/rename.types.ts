import { z } from 'zod';
import { codeInput, savedConfigurationOutput, savedNameInput } from './entry.types.ts';

export const renameInput = z.object({
  code: codeInput,
  /** blank or null: the entry has no name of its own */
  name: savedNameInput,
  /** the entry's version as the list showed it: a rename made elsewhere meanwhile is a CONFLICT */
  version: z.number().int().min(1).max(2_147_483_647),
});

export const renameOutput = savedConfigurationOutput;
