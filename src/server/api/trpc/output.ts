import { z } from 'zod';

/**
 * An output schema that checks an answer against `shape` and lets the very same object through. The
 * cached public reads answer one shared object per data revision; a parsing schema would copy it on
 * every call.
 */
export function sameObjectIf<T>(shape: z.ZodType): z.ZodType<T> {
  return z.custom<T>((answer) => shape.safeParse(answer).success, {
    message: 'The answer does not have the shape its output schema declares.',
  });
}
