import {
  type Icon,
  IconAdjustmentsHorizontal,
  IconBlender,
  IconBriefcase,
  IconBucketDroplet,
  IconChartBar,
  IconComponents,
  IconEngine,
  IconFileInvoice,
  IconGauge,
  IconInfoCircle,
  IconLayoutDashboard,
  IconLogin,
  IconNeedle,
  IconNews,
  IconPoint,
  IconSearch,
  IconSettings,
  IconSitemap,
  IconUser,
  IconUsers,
  IconVersions,
  IconWorld,
} from '@tabler/icons-react';

/** The navigation table names icons; the web draws them with Tabler icons. */
export const NAV_ICONS: Readonly<Record<string, Icon>> = {
  dashboard: IconLayoutDashboard,
  login: IconLogin,
  user: IconUser,
  portfolio: IconBriefcase,
  machine: IconEngine,
  versions: IconVersions,
  pump: IconGauge,
  mixhead: IconBlender,
  injector: IconNeedle,
  component: IconComponents,
  tank: IconBucketDroplet,
  configurator: IconAdjustmentsHorizontal,
  platform: IconSitemap,
  search: IconSearch,
  info: IconInfoCircle,
  news: IconNews,
  analytics: IconChartBar,
  admin: IconSettings,
  users: IconUsers,
  world: IconWorld,
  quote: IconFileInvoice,
};

/** Sub-entries without an icon of their own get a small dot, so titles stay aligned. */
export function navIcon(name: string | undefined): Icon {
  return (name && NAV_ICONS[name]) || IconPoint;
}
