// A signed-in sales person's saved configurations (docs/product.md#saved-configurations): the list lives on
// the server, so the booth's tablet and the laptop show the same codes. Saving puts a code on it
// (publicConfigurator.saveConfiguration); these read it, rename an entry and take one off.
import { router } from '../init.ts';
import { list } from './list.ts';
import { remove } from './remove.ts';
import { rename } from './rename.ts';

export const savedConfigurationsRouter = router({ list, rename, remove });
