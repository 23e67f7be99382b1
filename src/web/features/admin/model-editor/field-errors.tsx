// Refusals of the draft by field: the document schema's own (checked in the browser before a save) and
// the server's BAD_REQUEST field paths, both as paths into the document ("steps.0.subSteps.2.slug").
// Each field reads the refusal of its own path.
import { createContext, useContext } from 'react';

export type FieldErrors = Readonly<Record<string, string>>;

const FieldErrorsContext = createContext<FieldErrors>({});

export const FieldErrorsProvider = FieldErrorsContext.Provider;

/** The refusal of the field at `path`, if any. */
export function useFieldError(path: string): string | undefined {
  return useContext(FieldErrorsContext)[path];
}

/** Every refusal at or under `path` (a price's table rows), joined in one sentence. */
export function useFieldErrorsUnder(path: string): string | undefined {
  const errors = useContext(FieldErrorsContext);
  const found = Object.entries(errors)
    .filter(([at]) => at === path || at.startsWith(`${path}.`))
    .map(([at, message]) => (at === path ? message : `${at.slice(path.length + 1)}: ${message}`));
  return found.length > 0 ? found.join('; ') : undefined;
}

/** A zod issue path or a server field path ("model.steps.0.slug") as a path into the document. */
export function documentPath(path: string): string {
  return path.startsWith('model.') ? path.slice('model.'.length) : path;
}
