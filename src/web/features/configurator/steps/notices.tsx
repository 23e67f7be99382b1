// Notices: what a change removed and why, with Undo (a toast at the bottom of the screen) (docs/product.md#configurator-model:
// never silently); what an opened code or a restored configuration could not keep (docs/product.md#codes:
// reported, never dropped). They load at the visitor's first action on the page, or with a page that opens
// with one (configurator-view.tsx).
import { Button, Group, Text } from '@mantine/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { formatCode } from '../../../../domain/configuration-code.ts';
import type { ConfiguratorModel } from '../../../../domain/configurator/choices.ts';
import type { RemovedOption } from '../../../../domain/configurator/prune.ts';
import { mainsFrequency } from '../../../../domain/flow.ts';
import { useUnits } from '../../../kernel/units.tsx';
import classes from '../configurator-page.module.css';
import type { StartNotice } from '../state/use-configurator-session.ts';
import { useTexts } from '../texts.tsx';
import { Notice } from './notice.tsx';
import { notOfferedText, removalText, sinceSavedText } from './option-words.ts';

export function RemovalNotice({
  model,
  removed,
  onUndo,
  onDismissed,
}: {
  model: ConfiguratorModel;
  removed: RemovedOption[];
  onUndo: () => void;
  /** after Dismiss, which takes the notice (and the focus on its button) away */
  onDismissed?: () => void;
}) {
  const { t } = useTexts();
  const [dismissed, setDismissed] = useState<RemovedOption[] | null>(null);
  if (removed.length === 0 || dismissed === removed) return null;
  return (
    <Notice title={t('removedTitle')} testId="removal-notice" floating>
      <ul className={classes.noticeList}>
        {removed.map((item) => (
          <li key={`${item.subStepSlug}/${item.value}`}>
            <Text size="sm">{removalText(model, item, t)}</Text>
          </li>
        ))}
      </ul>
      <Group gap="xs" align="center">
        <Button size="xs" onClick={onUndo}>
          {t('undo')}
        </Button>
        <Button
          size="xs"
          variant="subtle"
          onClick={() => {
            setDismissed(removed);
            onDismissed?.();
          }}
        >
          {t('dismiss')}
        </Button>
        <Text size="xs" c="dimmed">
          {t('undoShortcut')}
        </Text>
      </Group>
    </Notice>
  );
}

export function StartedOverNotice({ onUndo }: { onUndo: () => void }) {
  const { t } = useTexts();
  return (
    <Notice testId="started-over-notice" floating>
      <Group gap="xs" align="center">
        <Text size="sm">{t('startedOver')}</Text>
        <Button size="xs" onClick={onUndo}>
          {t('undo')}
        </Button>
      </Group>
    </Notice>
  );
}

/** The flows switched to 60 Hz because the destination's mains run at 60 Hz. */
export function FrequencyNotice({
  country,
  back,
  onDismiss,
}: {
  country: string;
  /** back to 50 Hz after an earlier switch to 60 Hz */
  back: boolean;
  onDismiss: () => void;
}) {
  const { t } = useTexts();
  return (
    <Notice testId="frequency-notice" floating>
      <Group gap="xs" align="center">
        <Text size="sm">{t(back ? 'frequencySwitchedBack' : 'frequencySwitched', { country })}</Text>
        <Button size="xs" variant="subtle" onClick={onDismiss}>
          {t('dismiss')}
        </Button>
      </Group>
    </Notice>
  );
}

/** After a code was opened or a kept configuration restored: what came back, and what could not. */
export function CodeNotice({
  model,
  notice,
  onDismiss,
}: {
  model: ConfiguratorModel;
  notice: StartNotice;
  onDismiss: () => void;
}) {
  const { t, locale } = useTexts();
  if (!notice) return null;
  const code = notice.kind === 'code' ? formatCode(notice.code) : '';
  const sinceSaved = notice.kind === 'code' ? sinceSavedText(notice, t, locale) : null;
  if (notice.notOffered.length === 0) {
    return (
      <Notice testId="code-notice">
        <Group gap="xs" justify="space-between">
          <Text size="sm">
            {t('codeOpened', { code })}
            {sinceSaved ? <span data-testid="since-saved"> {sinceSaved}</span> : null}
          </Text>
          <Button size="xs" variant="subtle" onClick={onDismiss}>
            {t('dismiss')}
          </Button>
        </Group>
      </Notice>
    );
  }
  return (
    <Notice title={t('notOfferedTitle')} testId="not-offered-notice">
      <Text size="sm">{notice.kind === 'code' ? t('notOfferedCode', { code }) : t('notOfferedLocal')}</Text>
      {sinceSaved ? (
        <Text size="sm" fw={600} data-testid="since-saved">
          {sinceSaved}
        </Text>
      ) : null}
      <ul className={classes.noticeList}>
        {notice.notOffered.map((item) => (
          <li key={`${item.subStepSlug}/${item.value}`}>
            <Text size="sm">{notOfferedText(model, item, t)}</Text>
          </li>
        ))}
      </ul>
      <Button size="xs" variant="subtle" onClick={onDismiss}>
        {t('dismiss')}
      </Button>
    </Notice>
  );
}

/**
 * A destination on 60 Hz mains (US, CA) switches the flows to 60 Hz, once per change of country, and
 * names the country for the notice that says so; the visitor may switch back in the units menu. A later
 * destination on 50 Hz mains puts back the 50 Hz this switch replaced, and says so too.
 */
function useSixtyHzFlows(
  model: ConfiguratorModel,
  country: string,
): { notice: { name: string; back: boolean } | null; dismiss: () => void } {
  const { units, setFrequency } = useUnits();
  const [notice, setNotice] = useState<{ name: string; back: boolean } | null>(null);
  const handled = useRef<string | null>(null);
  // Whether the flows are at 60 Hz because of this switch rather than the visitor's own choice.
  const switched = useRef(false);
  const freq = units.freq;
  useEffect(() => {
    if (handled.current === country) return;
    handled.current = country;
    const name = model.choices.countries.find((candidate) => candidate.iso === country)?.name ?? country;
    if (mainsFrequency(country) === 60) {
      if (freq === 60) return;
      setFrequency(60);
      switched.current = true;
      setNotice({ name, back: false });
      return;
    }
    if (!switched.current) return;
    switched.current = false;
    if (freq !== 60) return;
    setFrequency(50);
    setNotice({ name, back: true });
  }, [country, freq, setFrequency, model]);
  const dismiss = useCallback(() => setNotice(null), []);
  return { notice, dismiss };
}

/**
 * The 60 Hz switch and its notice: loaded with the notices, after the first view, and mounted from the
 * first 60 Hz destination on.
 */
export function SixtyHzFlows({ model, country }: { model: ConfiguratorModel; country: string }) {
  const { notice, dismiss } = useSixtyHzFlows(model, country);
  return notice === null ? null : (
    <FrequencyNotice country={notice.name} back={notice.back} onDismiss={dismiss} />
  );
}
