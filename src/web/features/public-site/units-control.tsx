import { Group, SegmentedControl } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FLOW_UNIT_LABELS } from '../../../domain/format.ts';
import { useUnits } from '../../app/units.tsx';

/** The shared units preference (SPEC §3): mains frequency and flow unit, as two small switches. */
export function UnitsControl() {
  const { t } = useTranslation('common');
  const { units, setFrequency, setUnit } = useUnits();
  return (
    <Group gap="xs" wrap="wrap">
      <SegmentedControl
        size="xs"
        aria-label={t('units.frequency')}
        value={String(units.freq)}
        onChange={(value) => setFrequency(value === '60' ? 60 : 50)}
        data={[
          { label: '50 Hz', value: '50' },
          { label: '60 Hz', value: '60' },
        ]}
      />
      <SegmentedControl
        size="xs"
        aria-label={t('units.flowUnit')}
        value={units.unit}
        onChange={(value) => setUnit(value === 'l' ? 'l' : 'cm')}
        data={[
          { label: FLOW_UNIT_LABELS.cm, value: 'cm' },
          { label: FLOW_UNIT_LABELS.l, value: 'l' },
        ]}
      />
    </Group>
  );
}
