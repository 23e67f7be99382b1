// The editor's other parts (base prices, settings, starters, versions, the publish dialog) load when
// their tab or dialog first opens: the steps editor is what a product manager opens the page for.
import { lazyPage } from '../../../kernel/lazy-page.tsx';

export const BasePriceGrid = lazyPage(
  'model-editor-base-prices',
  () => import('./base-price-grid.tsx'),
  (module) => module.BasePriceGrid,
);
export const MachineSettings = lazyPage(
  'model-editor-settings',
  () => import('./machine-settings.tsx'),
  (module) => module.MachineSettings,
);
export const StartersEditor = lazyPage(
  'model-editor-starters',
  () => import('./starters-editor.tsx'),
  (module) => module.StartersEditor,
);
export const VersionsPanel = lazyPage(
  'model-editor-versions',
  () => import('./versions-panel.tsx'),
  (module) => module.VersionsPanel,
);
export const PublishDialog = lazyPage(
  'model-editor-publish',
  () => import('./publish-dialog.tsx'),
  (module) => module.PublishDialog,
);
