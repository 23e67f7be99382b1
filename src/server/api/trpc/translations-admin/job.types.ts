import { z } from 'zod';
import { jobIdInput } from './shared.types.ts';

export const jobInput = z.object({ jobId: jobIdInput });
