// The internal configurator's address (the path is in docs/product.md#routes; the parameters are ours). A
// module of its own: the public configurator links there too and must not load the portfolio store to do it.

/** The internal configurator, opened on a machine and (from the finders) a dosing line or a code. */
export function configuratorPath(params: { machine: string; dosingLine?: string; code?: string }): string {
  const search = new URLSearchParams({ machine: params.machine });
  if (params.dosingLine) search.set('dosingLine', params.dosingLine);
  if (params.code) search.set('code', params.code);
  return `/machine-configurator/configurator?${search.toString()}`;
}
