import { SegmentedControl, Stack, Text } from '@mantine/core';
import { FLOW_UNIT_LABELS } from '../../../domain/format.ts';
import { useUnits } from '../../kernel/units.tsx';

/** The sidebar's units preference: mains frequency and flow-rate unit (docs/product.md#units). */
export function UnitsSwitch() {
  const { units, setFrequency, setUnit } = useUnits();
  return (
    <Stack gap={6}>
      <Text size="xs" fw={700} c="dimmed" tt="uppercase">
        Units
      </Text>
      <SegmentedControl
        fullWidth
        size="xs"
        aria-label="Mains frequency"
        value={String(units.freq)}
        onChange={(value) => setFrequency(value === '60' ? 60 : 50)}
        data={[
          { label: '50 Hz', value: '50' },
          { label: '60 Hz', value: '60' },
        ]}
      />
      <SegmentedControl
        fullWidth
        size="xs"
        aria-label="Flow unit"
        value={units.unit}
        onChange={(value) => setUnit(value === 'l' ? 'l' : 'cm')}
        data={[
          { label: FLOW_UNIT_LABELS.cm, value: 'cm' },
          { label: FLOW_UNIT_LABELS.l, value: 'l' },
        ]}
      />
    </Stack>
  );
}
