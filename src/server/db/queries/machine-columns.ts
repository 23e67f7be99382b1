// The machine as the catalogue's readers select it: the product portfolio, the public site's catalogue,
// the public configurator's models and its navigation. One column set, so a new machine column is
// added here once; each reader hands on only what its answer carries.
import { asc } from 'drizzle-orm';
import { machines } from '../schema/index.ts';

export const machineColumns = {
  id: machines.id,
  slug: machines.slug,
  name: machines.name,
  description: machines.description,
  /** the translation key of the description */
  textKey: machines.textKey,
  comingSoon: machines.comingSoon,
  useInConfigurator: machines.useInConfigurator,
  image: machines.image,
  pressureClass: machines.pressureClass,
  components: machines.components,
  applications: machines.applications,
  sortOrder: machines.sortOrder,
  availableTo: machines.availableTo,
};

/** The catalogue's order of machines: by sort order, then by name. */
export const machineOrder = [asc(machines.sortOrder), asc(machines.name)];
