// The output the machine finder handed over (docs/product.md#ux-target), above the steps: what it is,
// whether the configuration covers it (said again, politely, whenever a choice changes that), the way
// back to the finder and a way to clear it; with no dosing line that runs it, a contact through the quote
// request. Each dosing line's card shows its pumps' load (LineFit). Loaded only while the address has a
// target (configurator-view.tsx), so a machine page without one loads none of it.
import { Anchor, Button, Group, Text } from '@mantine/core';
import { useEffect, useId, useRef } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import type { ConfiguratorModel } from '../../../../domain/configurator/choices.ts';
import type { Selection } from '../../../../domain/configurator/types.ts';
import { formatNumber } from '../../../../domain/format.ts';
import {
  configurationFit,
  dosingLineFit,
  dosingLineMassRange,
  massFlowNumber,
  targetFigures,
  withOutputTarget,
  withoutOutputTarget,
} from '../../../../domain/output-target.ts';
import { Link } from '../../../components/ui/router-link.tsx';
import { useTranslation } from '../../../i18n/use-translation.tsx';
import { useUnits } from '../../../kernel/units.tsx';
import { useForgetParam } from '../state/use-forget-param.ts';
import { useTexts } from '../texts.tsx';
import classes from './target.module.css';
import { TARGET_NAMESPACE } from './target-namespace.ts';
import { useOutputTarget } from './use-output-target.ts';

/** `?contact=1` (from the finder's "no machine fits"): open the quote request at once, then forget it. */
const CONTACT_PARAM = 'contact';

/**
 * Shows the quote request with its first field focused: in the summary column where it is shown, else in
 * the phone's summary sheet. The request loads when its place comes near (components/ui/when-near.tsx), so
 * this brings the place into view and waits for the form. Returns what stops the waiting.
 */
function openQuoteRequest(quoteId: string, openSheet: () => void): () => void {
  const column = document.getElementById(quoteId);
  const inColumn = column !== null && column.offsetParent !== null;
  if (!inColumn) openSheet();
  let nudged = false;
  const found = () => {
    const scope = inColumn ? column : document.querySelector('dialog[open]');
    const form = scope?.querySelector<HTMLElement>('[data-testid="quote-request"]');
    if (!form) {
      // Once, so that a visitor who scrolls away meanwhile is not pulled back.
      const place = scope?.querySelector('[data-when-near="waiting"]');
      if (place && !nudged) {
        nudged = true;
        place.scrollIntoView({ block: 'center' });
      }
      return false;
    }
    // The first field in the middle of the screen: the column's sticky price dock covers its top.
    const field = form.querySelector<HTMLElement>('input, textarea');
    (field ?? form).scrollIntoView({ block: 'center' });
    field?.focus({ preventScroll: true });
    return true;
  };
  if (found()) return () => undefined;
  const observer = new MutationObserver(() => {
    if (found()) observer.disconnect();
  });
  observer.observe(document.body, { childList: true, subtree: true });
  return () => observer.disconnect();
}

type GuideProps = {
  model: ConfiguratorModel;
  selection: Selection;
  /** the quote request's place in the summary column (configurator-view.tsx) */
  quoteId: string;
  openSheet: () => void;
};
type LineFitProps = { model: ConfiguratorModel; lineId: string };

/** The page's one lazy part for the target: the guidance, or a dosing line's fit (with `lineId`). */
export function Target(props: GuideProps | LineFitProps) {
  return 'lineId' in props ? <LineFit {...props} /> : <TargetGuide {...props} />;
}

function TargetGuide({ model, selection, quoteId, openSheet }: GuideProps) {
  const target = useOutputTarget();
  const { t } = useTranslation(TARGET_NAMESPACE);
  const { t: common } = useTranslation('common');
  const { locale } = useTexts();
  const { units } = useUnits();
  const titleId = useId();
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  const forget = useForgetParam();
  const contactAsked = useRef(params.get(CONTACT_PARAM) === '1');
  const stopOpening = useRef<() => void>(() => undefined);

  // One opening at a time: a new one (the button) stops the waiting of the last.
  const openQuote = () => {
    stopOpening.current();
    stopOpening.current = openQuoteRequest(quoteId, openSheet);
  };
  const latestOpenQuote = useRef(openQuote);
  latestOpenQuote.current = openQuote;
  useEffect(() => {
    if (!contactAsked.current) return;
    contactAsked.current = false;
    forget(CONTACT_PARAM);
    latestOpenQuote.current();
  }, [forget]);
  useEffect(() => () => stopOpening.current(), []);

  if (!target) return null;
  const fit = configurationFit(model, selection, target, units.freq);
  // No dosing line of the machine (of those whose output is known) runs the target: a contact instead.
  const known = model.choices.dosingLines.flatMap((line) => (line.output ? [line.output] : []));
  const noLine =
    known.length > 0 && !known.some((output) => dosingLineFit(output, target, units.freq).covers);
  const range = (min: number, max: number) => ({
    min: massFlowNumber(min, locale),
    max: massFlowNumber(max, locale),
  });
  const reasons: string[] = [];
  const offer = model.choices.dosingLines.find((line) => line.id === selection.dosingLine);
  if (fit.line && !fit.line.fit.covers && offer?.output) {
    const line = dosingLineMassRange(offer.output, target, units.freq);
    reasons.push(
      line
        ? t('lineRange', { name: fit.line.name, ...range(line.min, line.max) })
        : t('lineNoRange', { name: fit.line.name }),
    );
  }
  for (const mixhead of fit.mixheads.filter((candidate) => candidate.fit !== 'inside')) {
    reasons.push(
      t('mixheadRange', {
        name: mixhead.label,
        ...range(mixhead.output.minGPerS, mixhead.output.maxGPerS),
      }),
    );
  }
  const application = target.application
    ? common(`applications.${target.application}`, { defaultValue: target.application })
    : null;
  const clear = () => {
    setParams((current) => withoutOutputTarget(current), { replace: true, preventScrollReset: true });
    // The guidance goes, and the focus with it: the step's title takes it.
    document.getElementById('configurator-step-title')?.focus();
  };

  return (
    <section className={classes.targetGuide} aria-labelledby={titleId} data-testid="output-target">
      <Text fw={700} id={titleId} component="h2" size="md">
        {t('title')}
      </Text>
      <Text size="sm">
        {t('summary', targetFigures(target, locale))}
        {application && ` · ${t('application', { application })}`}
      </Text>
      <Text
        size="sm"
        role="status"
        className={fit.covers ? classes.targetCovers : classes.targetMisses}
        data-testid="output-target-status"
      >
        {fit.covers ? t('covers') : t('notCovered', { reasons: reasons.join('; ') })}
      </Text>
      {noLine && (
        <div className={classes.targetContact} data-testid="output-target-contact">
          <Text size="sm">
            {t('noLine')} {t('contact')}
          </Text>
          <Button size="xs" onClick={openQuote}>
            {t('contactButton')}
          </Button>
        </div>
      )}
      <Group gap="md">
        {pathname.startsWith('/configurator/') && (
          <Anchor
            component={Link}
            to={`/configurator/machine-finder?${withOutputTarget(new URLSearchParams(), target)}`}
            size="sm"
          >
            {t('backToFinder')}
          </Anchor>
        )}
        <Button variant="default" size="xs" onClick={clear}>
          {t('clear')}
        </Button>
      </Group>
    </section>
  );
}

/** Under a dosing line's name: whether it covers the target, and each pump's load at the frequency. */
function LineFit({ model, lineId }: LineFitProps) {
  const target = useOutputTarget();
  const { t } = useTranslation(TARGET_NAMESPACE);
  const { locale } = useTexts();
  const { units } = useUnits();
  const output = model.choices.dosingLines.find((line) => line.id === lineId)?.output;
  if (!target || !output) return null;
  const fit = dosingLineFit(output, target, units.freq);
  const short = fit.poly.fit === 'above' || fit.iso.fit === 'above';
  const percent = (value: number) => formatNumber(value, 0, locale);
  return (
    <span className={classes.lineFit} data-testid={`line-fit-${lineId}`}>
      <span className={fit.covers ? classes.fits : classes.fitsNot}>
        {fit.covers ? t('lineCovers') : short ? t('lineTooSmall') : t('lineTooLarge')}
      </span>
      <span className={classes.lineLoad}>
        {t('lineLoad', {
          output: `${massFlowNumber(target.totalGPerS, locale)} g/s`,
          poly: percent(fit.poly.percent),
          iso: percent(fit.iso.percent),
        })}
      </span>
    </span>
  );
}
