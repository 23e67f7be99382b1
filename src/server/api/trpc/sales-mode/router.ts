// Sales mode: the header's toggle reads `salesMode.status`; sales login calls `authorize` (or, for a
// trade-fair user, `publicConfigurator.validateTradeFairModePin`), sales logout calls `deauthorize`; a
// trade-fair tablet fetches `offlineKit` to work without the network.
// The authorisation is a row per session on the server (api/sales-mode.ts).
import { router } from '../init.ts';
import { authorize } from './authorize.ts';
import { deauthorize } from './deauthorize.ts';
import { offlineKit } from './offline-kit.ts';
import { status } from './status.ts';

export const salesModeRouter = router({ status, authorize, deauthorize, offlineKit });
