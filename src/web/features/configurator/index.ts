// The configurator feature: the page of the public route /configurator/:slug, and the one configurator
// component that the internal area mounts too (/machine-configurator/configurator?machine=…).

export type { ConfiguratorProps } from './configurator.tsx';
export { Configurator } from './configurator.tsx';
export { ConfiguratorPage } from './configurator-page.tsx';
export type { ConfiguratorSlots, ConfiguratorSnapshot } from './configurator-view.tsx';
export { InternalConfiguratorPage } from './internal-configurator-page.tsx';
