// A mixhead option's fit for the machine finder's output (docs/product.md#ux-target): "Fits your output",
// or why not, and its range as a flow of the target's foam in the user's flow unit. Rendered by the step
// fields only while the address has a target.
import { toUnit } from '../../../../domain/flow.ts';
import { FLOW_UNIT_LABELS, formatNumber } from '../../../../domain/format.ts';
import { type MassRange, mixedDensity, mixheadFit } from '../../../../domain/output-target.ts';
import { useTranslation } from '../../../i18n/use-translation.tsx';
import { useUnits } from '../../../kernel/units.tsx';
import { useTexts } from '../texts.tsx';
import classes from './target.module.css';
import { TARGET_NAMESPACE } from './target-namespace.ts';
import { useOutputTarget } from './use-output-target.ts';

export function MixheadFit({ output, testId }: { output: MassRange; testId?: string }) {
  const target = useOutputTarget();
  const { t } = useTranslation(TARGET_NAMESPACE);
  const { locale } = useTexts();
  const { units } = useUnits();
  if (!target) return null;
  const fit = mixheadFit(output, target);
  // The mixhead's range as a volume flow of this foam: a mass range is the same at any frequency.
  const density = mixedDensity(target);
  const flow = (gPerS: number) => {
    const shown = toUnit(gPerS / density, units.unit);
    return formatNumber(shown, shown < 10 ? (shown < 1 ? 2 : 1) : 0, locale);
  };
  return (
    <span className={classes.mixheadFit} data-testid={testId}>
      <span className={fit === 'inside' ? classes.fits : classes.fitsNot}>
        {fit === 'inside' ? t('mixheadFits') : fit === 'above' ? t('mixheadTooSmall') : t('mixheadTooLarge')}
      </span>
      <span className={classes.mixheadVolume}>
        {t('mixheadVolume', {
          min: flow(output.minGPerS),
          max: flow(output.maxGPerS),
          unit: FLOW_UNIT_LABELS[units.unit],
        })}
      </span>
    </span>
  );
}
