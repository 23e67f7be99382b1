// The machine's own settings of its model: the agency countries and the PED their prices use, the
// sales-mode discount per option (docs/product.md#discount: typed in percent, kept as a rate), whether
// the public sees list prices, and the lead time shown next to the total.
import { Group, MultiSelect, NumberInput, Select, Stack, Switch, Text, Title } from '@mantine/core';
import { useId, useState } from 'react';
import type { ModelDocument } from '../../../../domain/configurator/model-document.ts';
import type { EditorPartProps } from './editor-contract.ts';

/** The highest discount per option the document allows, in percent. */
const MAX_DISCOUNT_PERCENT = 5;
const MAX_LEAD_WEEKS = 104;
const DEFAULT_LEAD_TIME = { min: 8, max: 12 };

/** 0.005 → 0.5 (percent, to hundredths of a percent). */
export function percentOf(rate: number): number {
  return Math.round(rate * 10_000) / 100;
}

/** 0.5 (percent) → 0.005, without the float's noise (0.5 / 100 is not always 0.005 by another way). */
export function rateOf(percent: number): number {
  return Math.round(percent * 100) / 10_000;
}

function DiscountField({ model, onChange }: Pick<EditorPartProps, 'model' | 'onChange'>) {
  const percent = percentOf(model.discountRatePerOption);
  const [shown, setShown] = useState<number | string>(percent);
  const [last, setLast] = useState(percent);
  if (last !== percent) {
    setLast(percent);
    if (Number(shown) !== percent) setShown(percent);
  }
  const typed = shown === '' ? Number.NaN : Number(shown);
  const error =
    shown === ''
      ? 'Type a discount (0 for none).'
      : !Number.isFinite(typed) || typed < 0 || typed > MAX_DISCOUNT_PERCENT
        ? `The discount is 0 to ${MAX_DISCOUNT_PERCENT} % per option.`
        : null;
  return (
    <NumberInput
      label="Discount per option in sales mode"
      description="Taken off for each priced option outside the packages step when sales switch the discount on."
      value={shown}
      onChange={(next) => {
        setShown(next);
        const value = next === '' ? Number.NaN : Number(next);
        if (Number.isFinite(value) && value >= 0 && value <= MAX_DISCOUNT_PERCENT) {
          const rate = rateOf(value);
          if (rate !== model.discountRatePerOption) onChange({ ...model, discountRatePerOption: rate });
        }
      }}
      error={error}
      decimalSeparator=","
      decimalScale={2}
      allowNegative={false}
      min={0}
      max={MAX_DISCOUNT_PERCENT}
      step={0.1}
      suffix=" %"
      maw={260}
    />
  );
}

type LeadTime = NonNullable<ModelDocument['leadTimeWeeks']>;

function LeadTimeFields({ model, onChange }: Pick<EditorPartProps, 'model' | 'onChange'>) {
  const lead = model.leadTimeWeeks;
  const [shown, setShown] = useState<{ min: number | string; max: number | string }>(
    lead ?? DEFAULT_LEAD_TIME,
  );
  const [last, setLast] = useState(lead);
  if (last !== lead) {
    setLast(lead);
    if (lead && (Number(shown.min) !== lead.min || Number(shown.max) !== lead.max)) setShown(lead);
  }
  const whole = (value: number | string) => {
    const number = value === '' ? Number.NaN : Number(value);
    return Number.isInteger(number) && number >= 1 && number <= MAX_LEAD_WEEKS ? number : undefined;
  };
  const min = whole(shown.min);
  const max = whole(shown.max);
  const rangeError = `Whole weeks from 1 to ${MAX_LEAD_WEEKS}.`;
  const orderError = min !== undefined && max !== undefined && max < min ? 'Not before the earliest.' : null;
  const set = (field: 'min' | 'max', value: number | string) => {
    const next = { ...shown, [field]: value };
    setShown(next);
    const range: Partial<LeadTime> = { min: whole(next.min), max: whole(next.max) };
    if (range.min !== undefined && range.max !== undefined && range.max >= range.min) {
      if (range.min !== lead?.min || range.max !== lead?.max)
        onChange({ ...model, leadTimeWeeks: { min: range.min, max: range.max } });
    }
  };
  return (
    <Stack gap="xs">
      <Switch
        label="Show a lead time next to the total"
        checked={lead !== undefined}
        onChange={(event) => {
          if (event.currentTarget.checked) {
            const start = { min: min ?? DEFAULT_LEAD_TIME.min, max: max ?? DEFAULT_LEAD_TIME.max };
            const range = start.max >= start.min ? start : DEFAULT_LEAD_TIME;
            setShown(range);
            onChange({ ...model, leadTimeWeeks: range });
          } else {
            const { leadTimeWeeks: _none, ...rest } = model;
            onChange(rest);
          }
        }}
      />
      {lead !== undefined && (
        <Group gap="sm" align="flex-start" wrap="wrap">
          <NumberInput
            label="Earliest, in weeks"
            value={shown.min}
            onChange={(value) => set('min', value)}
            error={min === undefined ? rangeError : null}
            allowDecimal={false}
            allowNegative={false}
            min={1}
            max={MAX_LEAD_WEEKS}
            w={160}
          />
          <NumberInput
            label="Latest, in weeks"
            value={shown.max}
            onChange={(value) => set('max', value)}
            error={max === undefined ? rangeError : orderError}
            allowDecimal={false}
            allowNegative={false}
            min={1}
            max={MAX_LEAD_WEEKS}
            w={160}
          />
        </Group>
      )}
    </Stack>
  );
}

export function MachineSettings({ model, catalogue, onChange }: EditorPartProps) {
  const headingId = useId();
  const countries = catalogue.countries.map((country) => ({
    value: country.iso,
    label: `${country.name} (${country.iso})`,
  }));
  // A code the catalogue no longer has stays listed (and can be taken out) rather than vanishing.
  for (const iso of model.agencyIsos) {
    if (!countries.some((country) => country.value === iso))
      countries.push({ value: iso, label: `${iso} (not in the catalogue)` });
  }
  const peds = catalogue.peds.map((ped) => ({ value: ped.id, label: ped.name }));
  if (!peds.some((ped) => ped.value === model.pedOverride))
    peds.push({ value: model.pedOverride, label: 'A PED no longer in the catalogue' });
  return (
    <Stack gap="lg" component="section" aria-labelledby={headingId} data-testid="machine-settings">
      <Title order={3} size="h4" id={headingId}>
        Machine settings
      </Title>
      <MultiSelect
        label="Agency countries"
        description="Customers in these countries are served by an agency: sales mode shows the agency base prices."
        data={countries}
        value={model.agencyIsos}
        onChange={(agencyIsos) => onChange({ ...model, agencyIsos })}
        searchable
        clearable
        nothingFoundMessage="No country of that name"
        placeholder={model.agencyIsos.length === 0 ? 'None' : undefined}
        maw={640}
      />
      <Select
        label="PED of the agency countries"
        description="The pressure equipment directive whose base prices apply in an agency country."
        data={peds}
        value={model.pedOverride}
        onChange={(pedOverride) => {
          if (pedOverride) onChange({ ...model, pedOverride });
        }}
        allowDeselect={false}
        maw={360}
      />
      <DiscountField model={model} onChange={onChange} />
      <Stack gap={4}>
        <Switch
          label="Public prices"
          description="On: every visitor sees list prices. Off: only signed-in staff see them."
          checked={model.publicPrices}
          onChange={(event) => onChange({ ...model, publicPrices: event.currentTarget.checked })}
        />
      </Stack>
      <LeadTimeFields model={model} onChange={onChange} />
      <Text size="xs" c="dimmed">
        Changes go into the draft; customers see them once it is published.
      </Text>
    </Stack>
  );
}
