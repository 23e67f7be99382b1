import { Text, Title } from '@mantine/core';
import { machineFlowRange } from '../../../domain/output-range.ts';
import { MachineDrawing } from '../../components/ui/machine-drawing.tsx';
import { Link } from '../../components/ui/router-link.tsx';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { useLocale } from '../../kernel/locale.tsx';
import { useUnits } from '../../kernel/units.tsx';
import type { CatalogueMachine } from '../../lib/public-site-data.ts';
import { flowRangeText } from './flow-text.ts';
import classes from './home.module.css';

/**
 * A homepage card: drawing, name, short text and output range. The name links to the machine's
 * configurator and the link covers the card; a coming-soon machine is greyed and not linked
 * (docs/product.md#routes).
 */
export function MachineCard({ machine, scale }: { machine: CatalogueMachine; scale: number }) {
  const { t } = useTranslation('common');
  const { format } = useLocale();
  const { units } = useUnits();
  const range = machineFlowRange(machine.versions);
  const headingId = `machine-${machine.slug}`;
  return (
    <article
      className={classes.card}
      data-coming-soon={machine.comingSoon || undefined}
      aria-labelledby={headingId}
      data-testid={`machine-card-${machine.slug}`}
    >
      <div className={classes.drawing}>
        <MachineDrawing pressureClass={machine.pressureClass} components={machine.components} scale={scale} />
      </div>
      <div className={classes.body}>
        <Title order={2} size="h3" fw={700} id={headingId} className={classes.name}>
          {machine.comingSoon ? (
            machine.name
          ) : (
            <Link to={`/configurator/${machine.slug}`} className={classes.stretchedLink}>
              {machine.name}
            </Link>
          )}
        </Title>
        {machine.comingSoon && <span className={classes.soon}>{t('common.comingSoon')}</span>}
        <Text size="sm" className={classes.description}>
          {machine.description}
        </Text>
        <dl className={classes.facts}>
          <div>
            <dt>{t('home.output')}</dt>
            <dd data-testid="output-range">
              {range
                ? flowRangeText(range, units, format, (min, max) => t('home.outputRange', { min, max }))
                : t('home.outputUnknown')}
            </dd>
          </div>
          <div>
            <dt>{t('home.type')}</dt>
            <dd>
              {t(machine.pressureClass === 'high' ? 'home.highPressure' : 'home.lowPressure')}
              {!machine.comingSoon && ` · ${t('home.dosingLines', { count: machine.versions.length })}`}
            </dd>
          </div>
        </dl>
        {!machine.comingSoon && (
          <span className={classes.cta} aria-hidden="true">
            {t('home.configure')} →
          </span>
        )}
      </div>
    </article>
  );
}
