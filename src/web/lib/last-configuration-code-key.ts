// docs/product.md#codes: where the last configuration code of a machine is kept. Apart from
// last-configuration-codes.ts, which reads and writes it: the boot (app/start.tsx) only asks whether a
// machine has one, and a public page's first load should not carry the rest.

/** One key per machine: `meterline.lastConfigurationCode.<machineSlug>`. */
export const LAST_CODE_KEY_PREFIX = 'meterline.lastConfigurationCode.';

export function lastConfigurationCodeKey(machineSlug: string): string {
  return `${LAST_CODE_KEY_PREFIX}${machineSlug}`;
}
