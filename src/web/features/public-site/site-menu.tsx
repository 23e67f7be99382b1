import { IconMenu2 } from '@tabler/icons-react';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { lazyPage } from '../../kernel/lazy-page.tsx';
import classes from './header.module.css';
import { HeaderDropdown } from './header-dropdown.tsx';

/** Loads the general notes' chunk ahead, so the modal opens without a wait. */
export const loadGeneralNotes = () => import('./general-notes-modal.tsx');

/** The panel's code loads at the visitor's first action on the page, before the menu can be opened. */
const SiteMenuPanel = lazyPage(
  'site-menu-panel',
  () => import('./site-menu-panel.tsx'),
  (module) => module.SiteMenuPanel,
);

/** docs/product.md#layout: the menu dropdown, its panel (site-menu-panel.tsx) below the header. */
export function SiteMenu({ onGeneralNotes }: { onGeneralNotes: () => void }) {
  const { t } = useTranslation('common');
  return (
    <HeaderDropdown
      id="site-menu"
      align="start"
      testId="site-menu"
      lazyPanel={{ preload: SiteMenuPanel.preload, loading: t('common.loading') }}
      onOpen={() => void loadGeneralNotes()}
      label={
        <>
          <IconMenu2 size={20} aria-hidden />
          <span className={classes.menuLabel}>{t('header.menu')}</span>
        </>
      }
      ariaLabel={t('header.menu')}
    >
      {(close) => <SiteMenuPanel close={close} onGeneralNotes={onGeneralNotes} />}
    </HeaderDropdown>
  );
}
