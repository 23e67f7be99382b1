// The public configurator and the public site (no sign-in). The reads are served from per-revision
// caches like the REST data GETs; every procedure is a file of this folder beside its schemas.
import { router } from '../init.ts';
import { validateTradeFairModePin } from '../sales-mode/validate-trade-fair-mode-pin.ts';
import { interfaceTextsQuery } from './interface-texts.ts';
import { legalPage } from './legal-page.ts';
import { localesQuery } from './locales.ts';
import { machineCatalogue } from './machine-catalogue.ts';
import { machineModel } from './machine-model.ts';
import { machineParts } from './machine-parts.ts';
import { navigationQuery } from './navigation.ts';
import { openConfiguration } from './open-configuration.ts';
import { price } from './price.ts';
import { requestQuote } from './request-quote.ts';
import { saveConfiguration } from './save-configuration.ts';

export const publicConfiguratorRouter = router({
  machineCatalogue,
  legalPage,
  navigation: navigationQuery,
  locales: localesQuery,
  interfaceTexts: interfaceTextsQuery,
  machineModel,
  machineParts,
  price,
  saveConfiguration,
  openConfiguration,
  requestQuote,
  validateTradeFairModePin,
});
