// The editor's other parts (base prices, settings, starters, versions, the publish dialog) are modules
// of their own beside this one, each loaded when its tab or dialog first opens. They are found by path,
// so the steps editor builds and runs while a part is still being written: a missing part says so in
// its tab, and Publish falls back to publishing at once.
import { type ComponentType, lazy } from 'react';
import type { EditorPartProps } from './editor-contract.ts';

export type PublishDialogProps = {
  slug: string;
  draftVersion: number;
  opened: boolean;
  onClose: () => void;
  onPublished: (modelVersion: number) => void;
  /** the version customers see now (the dialog asks for it when not given) */
  publishedVersion?: number;
};

type Loader = () => Promise<unknown>;

const MODULES: Record<string, Loader> = import.meta.glob([
  './base-price-grid.tsx',
  './machine-settings.tsx',
  './starters-editor.tsx',
  './versions-panel.tsx',
  './publish-dialog.tsx',
]);

function part<P>(path: string, name: string): ComponentType<P> | undefined {
  const load = MODULES[path];
  if (!load) return undefined;
  return lazy(async () => {
    const module = (await load()) as Record<string, ComponentType<P>>;
    const component = module[name];
    if (!component) throw new Error(`${path} has no ${name}`);
    return { default: component };
  });
}

export const BasePriceGrid = part<EditorPartProps>('./base-price-grid.tsx', 'BasePriceGrid');
export const MachineSettings = part<EditorPartProps>('./machine-settings.tsx', 'MachineSettings');
export const StartersEditor = part<EditorPartProps>('./starters-editor.tsx', 'StartersEditor');
export const VersionsPanel = part<{ slug: string }>('./versions-panel.tsx', 'VersionsPanel');
export const PublishDialog = part<PublishDialogProps>('./publish-dialog.tsx', 'PublishDialog');
