import { z } from 'zod';
import { jobOutput } from './shared.types.ts';

export const jobsOutput = z.array(jobOutput);
