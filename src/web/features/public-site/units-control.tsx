import { VisuallyHidden } from '@mantine/core';
import type { FlowUnit, Frequency } from '../../../domain/flow.ts';
import { FLOW_UNIT_LABELS } from '../../../domain/format.ts';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { useUnits } from '../../kernel/units.tsx';
import classes from './units-control.module.css';

/** A pair (or more) of real radio buttons drawn as a segmented switch; arrow keys move within it. */
export function Choice<T extends string | number>({
  label,
  name,
  value,
  options,
  onChange,
}: {
  label: string;
  name: string;
  value: T;
  options: { value: T; label: string }[];
  onChange: (value: T) => void;
}) {
  return (
    <fieldset className={classes.group}>
      {/* The legend names the group for screen readers; on screen the options or a label above say it. */}
      <VisuallyHidden component="legend">{label}</VisuallyHidden>
      {options.map((option) => (
        <label key={option.value} className={classes.option}>
          <input
            type="radio"
            name={name}
            className={classes.input}
            checked={option.value === value}
            onChange={() => onChange(option.value)}
          />
          <span>{option.label}</span>
        </label>
      ))}
    </fieldset>
  );
}

/**
 * The shared units preference (docs/product.md#units): mains frequency and flow unit, each a pair of real
 * radio buttons drawn as a segmented switch (arrow keys move within it). Plain inputs keep the homepage
 * light.
 */
export function UnitsControl() {
  const { t } = useTranslation('common');
  const { units, setFrequency, setUnit } = useUnits();
  return (
    <div className={classes.controls}>
      <Choice<Frequency>
        label={t('units.frequency')}
        name="units-frequency"
        value={units.freq}
        onChange={setFrequency}
        options={[
          { value: 50, label: '50 Hz' },
          { value: 60, label: '60 Hz' },
        ]}
      />
      <Choice<FlowUnit>
        label={t('units.flowUnit')}
        name="units-flow"
        value={units.unit}
        onChange={setUnit}
        options={[
          { value: 'cm', label: FLOW_UNIT_LABELS.cm },
          { value: 'l', label: FLOW_UNIT_LABELS.l },
        ]}
      />
    </div>
  );
}
