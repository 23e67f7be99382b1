// The machine finder's output target in the configurator's address (domain/output-target.ts): it stays
// there, so a reload or a shared link shows the same guidance, until the visitor clears it.
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { type OutputTarget, readOutputTarget } from '../../../../domain/output-target.ts';

export function useOutputTarget(): OutputTarget | undefined {
  const [params] = useSearchParams();
  const query = params.toString();
  return useMemo(() => readOutputTarget(new URLSearchParams(query)), [query]);
}
