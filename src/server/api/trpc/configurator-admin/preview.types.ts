import { z } from 'zod';
import { INTERFACE_LOCALES } from '../../../../domain/interface-locales.ts';
import { machineModelOutput } from '../public-configurator/machine-model.types.ts';
import { machineSlugInput } from './shared.types.ts';

export const previewInput = z.object({ slug: machineSlugInput, locale: z.enum(INTERFACE_LOCALES) });

/** The draft exactly as `publicConfigurator.machineModel` would serve it once published. */
export const previewOutput = machineModelOutput;
