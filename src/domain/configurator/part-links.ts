// What shows a part of the 3D preview (docs/product.md#part-models): a part model's "Shown by" holds one
// link a line, written as a selection names its choices. The server parses them once; the browser decides
// with partShown which parts the current selection shows, on every change, without asking the server.
import type { Selection } from './types.ts';

export type PartLink =
  | { kind: 'always' }
  | { kind: 'option'; subStep: string; value: string }
  | { kind: 'dosingLine'; id: string }
  | { kind: 'dayTank'; id: string };

/** The links of a "Shown by" text, one a line; blank lines are skipped, and a line that is none of them too. */
export function parsePartLinks(shownBy: string): PartLink[] {
  const links: PartLink[] = [];
  for (const raw of shownBy.split(/\r?\n/)) {
    const line = raw.trim();
    if (line === '') continue;
    if (line === 'always') {
      links.push({ kind: 'always' });
      continue;
    }
    const at = line.indexOf('=');
    if (at <= 0 || at === line.length - 1) continue;
    const key = line.slice(0, at);
    const value = line.slice(at + 1);
    if (key === 'dosingLine' || key === 'dayTank') links.push({ kind: key, id: value });
    else links.push({ kind: 'option', subStep: key, value });
  }
  return links;
}

/** Whether a part with these links shows for the selection: any one of them selected shows it. */
export function partShown(links: readonly PartLink[], selection: Selection): boolean {
  return links.some((link) => {
    if (link.kind === 'always') return true;
    if (link.kind === 'dosingLine') return selection.dosingLine === link.id;
    if (link.kind === 'dayTank') return selection.dayTank === link.id;
    return selection.values[link.subStep]?.includes(link.value) ?? false;
  });
}
