// The site menu's panel (docs/product.md#layout): machines and legal links. It loads at the visitor's first
// action on the page, before the menu can be opened (site-menu.tsx).
import { VisuallyHidden } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from '../../components/ui/router-link.tsx';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { useLocale } from '../../kernel/locale.tsx';
import { useMachineCatalogue } from '../../lib/public-site-data.ts';
import classes from './header.module.css';
import { OpenCodeForm } from './open-code-form.tsx';
import { MAKER_WEBSITE_EN, makerPageUrl } from './site-links.ts';

/** A link to the maker's own site: a new tab, said in words and by the icon. */
function ExternalItem({
  href,
  label,
  hrefLang,
  onClick,
}: {
  href: string;
  label: string;
  hrefLang?: string;
  onClick: () => void;
}) {
  const { t } = useTranslation('common');
  return (
    <li>
      <a
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        hrefLang={hrefLang}
        className={classes.item}
        onClick={onClick}
      >
        {label}
        <IconExternalLink size={14} aria-hidden className={classes.externalIcon} />
        <VisuallyHidden>{t('header.newTab')}</VisuallyHidden>
      </a>
    </li>
  );
}

/** A column of the panel: its title, and its list named by it. */
function MenuColumn({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <div className={classes.column}>
      <p className={classes.columnTitle} id={id}>
        {title}
      </p>
      <ul aria-labelledby={id} className={classes.list}>
        {children}
      </ul>
    </div>
  );
}

/**
 * Machines: the homepage in bold, the finder, the visitor's saved configurations, each machine (coming soon: greyed, not linked). Legal:
 * general notes (a modal), imprint, data privacy, terms (the maker's site in the locale's edition, new
 * tab), and the maker's English website (new tab). A choice calls `close`.
 */
export function SiteMenuPanel({ close, onGeneralNotes }: { close: () => void; onGeneralNotes: () => void }) {
  const { t } = useTranslation('common');
  const { locale } = useLocale();
  const catalogue = useMachineCatalogue(locale);
  const machines = catalogue.data?.machines ?? [];
  return (
    <nav aria-label={t('header.menu')} className={classes.columns}>
      <MenuColumn id="site-menu-machines" title={t('header.machines')}>
        <li>
          <Link to="/configurator" className={classes.item} onClick={close}>
            <strong>{t('header.home')}</strong>
          </Link>
        </li>
        <li>
          <Link to="/configurator/machine-finder" className={classes.item} onClick={close}>
            {t('header.finder')}
          </Link>
        </li>
        <li>
          <Link to="/configurator/my-configurations" className={classes.item} onClick={close}>
            {t('header.myConfigurations')}
          </Link>
        </li>
        {catalogue.isPending && <li className={classes.itemMuted}>{t('common.loading')}</li>}
        {catalogue.isError && <li className={classes.itemMuted}>{t('errors.machinesUnavailable')}</li>}
        {machines.map((machine) => (
          <li key={machine.slug}>
            {machine.comingSoon ? (
              <span className={classes.itemDisabled} aria-disabled="true" data-coming-soon="true">
                {machine.name}
                <span className={classes.soon}>{t('common.comingSoon')}</span>
              </span>
            ) : (
              <Link to={`/configurator/${machine.slug}`} className={classes.item} onClick={close}>
                {machine.name}
              </Link>
            )}
          </li>
        ))}
      </MenuColumn>
      <MenuColumn id="site-menu-legal" title={t('header.legal')}>
        <li>
          <button
            type="button"
            className={classes.item}
            aria-haspopup="dialog"
            onClick={() => {
              close();
              onGeneralNotes();
            }}
          >
            {t('header.generalNotes')}
          </button>
        </li>
        <li>
          <Link to="/configurator/legal-notice" className={classes.item} onClick={close}>
            {t('header.imprint')}
          </Link>
        </li>
        <li>
          <Link to="/configurator/data-protection" className={classes.item} onClick={close}>
            {t('header.privacy')}
          </Link>
        </li>
        <ExternalItem href={makerPageUrl('gtc', locale)} label={t('header.terms')} onClick={close} />
        <ExternalItem
          href={MAKER_WEBSITE_EN}
          label={t('header.makerWebsite')}
          hrefLang="en"
          onClick={close}
        />
      </MenuColumn>
      <div className={classes.codeColumn}>
        <OpenCodeForm onOpened={close} testId="menu-open-code" />
      </div>
    </nav>
  );
}
