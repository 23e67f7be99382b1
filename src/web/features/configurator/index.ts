// The configurator feature: the page of the public route /configurator/:slug, and the one configurator
// component that the internal area mounts too (/machine-configurator/configurator?machine=…).

export type { ConfiguratorProps } from './configurator.tsx';
export { Configurator } from './configurator.tsx';
export { ConfiguratorPage } from './configurator-page.tsx';
export type { ConfiguratorSales } from './configurator-sales.tsx';
// Sales mode and quotes (docs/product.md#sales-mode, #quotes): the hook that wires them into a page that
// mounts the Configurator, and the header's sales login/logout toggle (its code loads only for users who may
// use sales mode).
export { SalesModeToggle, useConfiguratorSales } from './configurator-sales.tsx';
export type { ConfiguratorSlots, ConfiguratorSnapshot } from './configurator-view.tsx';
export { InternalConfiguratorPage } from './internal-configurator-page.tsx';
