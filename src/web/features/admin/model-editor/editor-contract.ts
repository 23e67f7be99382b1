// What the parts of the configurator model editor share: the draft document they change, the catalogue
// they pick from, and how a part hands its change back to the page (which checks, autosaves and
// re-renders). Each part is a plain component over these props.
import type { inferRouterOutputs } from '@trpc/server';
import type { ModelDocument } from '../../../../domain/configurator/model-document.ts';
import type { AppRouter } from '../../../../server/api/types.ts';

type AdminOutputs = inferRouterOutputs<AppRouter>['configuratorAdmin'];

export type DraftAnswer = AdminOutputs['draft'];
export type EditorCatalogue = DraftAnswer['catalogue'];
export type ModelChangeAnswer = AdminOutputs['diff'][number];
export type ModelVersionAnswer = AdminOutputs['versions'][number];

/** A part of the editor: it shows the draft and hands back a changed copy (never mutates `model`). */
export type EditorPartProps = {
  model: ModelDocument;
  catalogue: EditorCatalogue;
  onChange: (next: ModelDocument) => void;
};
