// Where a configuration code opens: on the public page, or in the internal area's configurator for a
// user working there, so a link never throws them out of the layout they are in.
import { configuratorPath } from '../../../lib/configurator-path.ts';

export function codeLinkPath(variant: 'public' | 'internal', slug: string, code: string): string {
  return variant === 'internal'
    ? configuratorPath({ machine: slug, code })
    : `/configurator/${encodeURIComponent(slug)}?code=${code}`;
}
