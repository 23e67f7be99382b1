// /admin/public-configurator/part-models (docs/product.md#part-models): the 3D parts a machine's preview
// is assembled from. Each names what shows it, a line each, as a selection names choices: `always` (the
// frame), an option as `<sub-step slug>=<value>`, or a base choice as `dosingLine=<id>` or `dayTank=<id>`.
// Links are kept by slug and value, not by option row, so a link whose option a publication dropped stays
// and is flagged (`missingLinks`, computed by the server against the published model).
import { defineResource, f } from './fields.ts';
import type { ResourceDeclaration } from './types.ts';

/** Where a part model's file is served: by the SHA-256 of its bytes, so an address never changes content. */
export const partModelFileUrl = (sha256: string) => `/api/part-models/files/${sha256}.glb`;

const ROW_ID = '[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}';
const LINK = `(always|(dosingLine|dayTank)=${ROW_ID}|[a-z0-9]+(-[a-z0-9]+)*=[^\\r\\n=]{1,64})`;

const position = (axis: string) =>
  f.decimal(`position${axis}`, `Position ${axis}`, { min: -100, max: 100, scale: 3, unit: 'm' });
const rotation = (axis: string) =>
  f.decimal(`rotation${axis}`, `Rotation ${axis}`, { min: -360, max: 360, scale: 2, unit: '°' });

export const PART_MODELS_RESOURCE: ResourceDeclaration = defineResource({
  key: 'part-models',
  title: 'Part models',
  singular: 'part model',
  group: 'configurator',
  permission: 'partModels.edit',
  fields: [
    f.text('name', 'Name'),
    f.reference('machineId', 'Machine', 'machines', {
      help: 'The machine whose configurator preview shows the part. It needs a published configurator model.',
    }),
    f.partModelFile('file', 'File'),
    f.textarea('shownBy', 'Shown by', {
      maxLength: 5000,
      defaultValue: 'always',
      pattern: {
        source: `^${LINK}(\\r?\\n${LINK})*$`,
        message:
          'Write one link a line: always, an option as sub-step=value (e.g. heating=yes), or dosingLine=<id> or dayTank=<id>.',
      },
      help: 'One a line: "always" for the frame; an option as sub-step=value (e.g. heating=yes); a base choice as dosingLine=<id> or dayTank=<id>. The part shows while any of them is selected.',
    }),
    f.text('anchor', 'Anchor', {
      optional: true,
      maxLength: 100,
      pattern: {
        source: '^[A-Za-z0-9_.:-]+$',
        message: 'Use the name of a node of the frame: letters, digits, _ . : and -.',
      },
      help: 'A named node of the frame to place the part at. Position, rotation and scale are relative to it; empty: to the scene.',
    }),
    position('X'),
    position('Y'),
    position('Z'),
    rotation('X'),
    rotation('Y'),
    rotation('Z'),
    f.decimal('scale', 'Scale', { greaterThan: 0, max: 1000, scale: 3, defaultValue: 1 }),
  ],
  readOnlyFields: [
    f.textarea('missingLinks', 'Missing from the published model', {
      optional: true,
      help: 'Links whose option or base choice the published configurator model no longer has: the part never shows for them.',
    }),
  ],
  list: {
    columns: ['name', 'machineId', 'shownBy', 'missingLinks'],
    sortable: ['name', 'machineId', 'createdAt', 'updatedAt'],
    filterable: ['machineId'],
    searchable: ['name', 'shownBy'],
  },
  // A file does not travel in a sheet: part models are edited here only.
  xlsxColumns: [],
});
