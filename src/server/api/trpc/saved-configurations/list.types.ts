import { z } from 'zod';
import { savedConfigurationOutput } from './entry.types.ts';

export const listOutput = z.array(savedConfigurationOutput);
