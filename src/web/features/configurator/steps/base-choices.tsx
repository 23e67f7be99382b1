// The base choices that key the base price (docs/product.md#configurator-model): dosing line with its output
// range in the user's units, destination country and day tank, each showing the price difference it makes;
// and a small table comparing the dosing lines side by side (docs/product.md#ux-technical-data).
import { Text, VisuallyHidden } from '@mantine/core';
import { type ReactNode, useId } from 'react';
import type { ConfiguratorModel } from '../../../../domain/configurator/choices.ts';
import type { BaseChoice } from '../../../../domain/configurator/model.ts';
import { type BaseChoiceEffect, baseChoiceEffects } from '../../../../domain/configurator/price-effects.ts';
import type { Selection } from '../../../../domain/configurator/types.ts';
import type { FlowUnit, Frequency } from '../../../../domain/flow.ts';
import { FLOW_UNIT_LABELS } from '../../../../domain/format.ts';
import { SelectBox } from '../../../components/ui/native-fields/native-fields.tsx';
import { useUnits } from '../../../kernel/units.tsx';
import classes from '../configurator-page.module.css';
import { PriceText } from '../summary/price-text.tsx';
import { type Translate, useTexts } from '../texts.tsx';
import { flowRange, signedMoney } from '../words.ts';
import { subStepElementId } from './sub-step-place.ts';

type Props = {
  model: ConfiguratorModel;
  selection: Selection;
  /** false while prices are not shown (on request, or an agency country outside sales mode) */
  pricesShown: boolean;
  salesMode: boolean;
  onChoose: (key: BaseChoice, value: string) => void;
  /** how a dosing line covers the machine finder's output, while the address has one */
  lineFit?: (lineId: string) => ReactNode;
};

type Effects = Map<string, BaseChoiceEffect>;

function effectsOf(model: ConfiguratorModel, selection: Selection, key: BaseChoice, shown: boolean): Effects {
  return new Map(
    shown ? baseChoiceEffects(model, selection, key).map((effect) => [effect.value, effect]) : [],
  );
}

/** What a base choice does to the total against the current one, which is marked chosen. */
function differenceText(
  effect: BaseChoiceEffect | undefined,
  t: Translate,
  locale: string,
): { kind: 'amount' | 'included'; text: string } | null {
  if (!effect) return null;
  if (effect.chosen) return { kind: 'included', text: t('compareCurrent') };
  if (effect.tag.kind === 'amount') return { kind: 'amount', text: signedMoney(effect.tag.cents, locale, t) };
  if (effect.tag.kind === 'included') return { kind: 'included', text: t('priceSame') };
  return { kind: 'included', text: t('priceUnknown') };
}

function UnitsSwitch() {
  const { t } = useTexts();
  const { units, setFrequency, setUnit } = useUnits();
  const name = useId();
  const segment = <T extends string | number>(
    label: string,
    value: T,
    options: { value: T; label: string }[],
    onChange: (value: T) => void,
  ) => (
    <fieldset className={classes.segment}>
      <VisuallyHidden component="legend">{label}</VisuallyHidden>
      {options.map((option) => (
        <label key={option.value} className={classes.segmentOption}>
          <input
            className={classes.segmentInput}
            type="radio"
            name={`${name}-${label}`}
            checked={option.value === value}
            onChange={() => onChange(option.value)}
          />
          {option.label}
        </label>
      ))}
    </fieldset>
  );
  return (
    <div className={classes.units}>
      <span>{t('unitsLabel')}</span>
      {segment<Frequency>(
        t('frequency'),
        units.freq,
        [
          { value: 50, label: '50 Hz' },
          { value: 60, label: '60 Hz' },
        ],
        setFrequency,
      )}
      {segment<FlowUnit>(
        t('flowUnit'),
        units.unit,
        [
          { value: 'cm', label: FLOW_UNIT_LABELS.cm },
          { value: 'l', label: FLOW_UNIT_LABELS.l },
        ],
        setUnit,
      )}
    </div>
  );
}

function ChoiceRadios({
  id,
  title,
  help,
  options,
  onChoose,
}: {
  id: string;
  title: string;
  help: string;
  options: {
    value: string;
    label: string;
    flows?: string;
    fit?: ReactNode;
    detail?: string;
    chosen: boolean;
    price: ReturnType<typeof differenceText>;
  }[];
  onChoose: (value: string) => void;
}) {
  const name = useId();
  return (
    <fieldset className={classes.fieldset} id={id} tabIndex={-1}>
      <legend className={classes.legend}>{title}</legend>
      <Text size="sm" c="dimmed" mb={8}>
        {help}
      </Text>
      <div className={classes.choiceGrid}>
        {options.map((option) => (
          <label key={option.value} className={`${classes.option} ${classes.choiceCard}`}>
            <input
              className={classes.input}
              type="radio"
              name={name}
              value={option.value}
              checked={option.chosen}
              onChange={() => onChoose(option.value)}
              onKeyDown={(event) => {
                if (event.key === 'Enter') {
                  event.preventDefault();
                  onChoose(option.value);
                }
              }}
            />
            <span className={classes.optionText}>
              <span className={classes.optionLabel}>
                <strong>{option.label}</strong>
              </span>
              {option.flows && <span className={classes.flows}>{option.flows}</span>}
              {option.fit}
              {option.detail && <span className={classes.optionDetail}>{option.detail}</span>}
            </span>
            {option.price && (
              <span className={`${classes.price} ${classes.choicePrice}`}>
                <PriceText tag={option.price.kind} text={option.price.text} />
              </span>
            )}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

export function BaseChoices({ model, selection, pricesShown, salesMode, onChoose, lineFit }: Props) {
  const { t, locale } = useTexts();
  const { units } = useUnits();
  const lines = effectsOf(model, selection, 'dosingLine', pricesShown);
  const countries = effectsOf(model, selection, 'country', pricesShown);
  const tanks = effectsOf(model, selection, 'dayTank', pricesShown);
  const outputs = (output: (typeof model.choices.dosingLines)[number]['output']) =>
    output
      ? {
          poly: flowRange(output.poly, units, locale, t),
          iso: flowRange(output.iso, units, locale, t),
        }
      : null;

  return (
    <>
      <UnitsSwitch />
      <ChoiceRadios
        id={subStepElementId('dosingLine')}
        title={t('dosingLine')}
        help={t('dosingLineHelp')}
        onChoose={(value) => onChoose('dosingLine', value)}
        options={model.choices.dosingLines.map((line) => {
          const flows = outputs(line.output);
          return {
            value: line.id,
            label: line.name,
            flows: flows ? `${t('poly')} ${flows.poly} · ${t('iso')} ${flows.iso}` : undefined,
            fit: lineFit?.(line.id),
            // Its g/s figures follow the frequency, as the flows above do.
            detail: (units.freq === 60 && line.description60Hz) || line.description || undefined,
            chosen: selection.dosingLine === line.id,
            price: differenceText(lines.get(line.id), t, locale),
          };
        })}
      />
      {model.choices.dosingLines.length > 1 && (
        <div className={classes.tableScroll}>
          <table className={classes.compare}>
            <caption>{t('compareTitle')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('dosingLine')}</th>
                <th scope="col">{t('poly')}</th>
                <th scope="col">{t('iso')}</th>
                {pricesShown && <th scope="col">{t('comparePrice')}</th>}
              </tr>
            </thead>
            <tbody>
              {model.choices.dosingLines.map((line) => {
                const flows = outputs(line.output);
                const current = selection.dosingLine === line.id;
                return (
                  <tr key={line.id} data-current={current || undefined}>
                    <th scope="row">
                      {line.name}
                      {current && ` (${t('compareCurrent')})`}
                    </th>
                    <td>{flows?.poly ?? '–'}</td>
                    <td>{flows?.iso ?? '–'}</td>
                    {pricesShown && (
                      <td>{current ? '–' : (differenceText(lines.get(line.id), t, locale)?.text ?? '–')}</td>
                    )}
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      <div className={classes.fieldset} id={subStepElementId('country')} tabIndex={-1}>
        <SelectBox
          label={<span className={classes.legend}>{t('country')}</span>}
          description={t('countryHelp')}
          value={selection.country}
          onChange={(value) => onChoose('country', value)}
          options={model.choices.countries.map((country) => {
            const agency = country.agency && !salesMode;
            const difference = agency ? null : differenceText(countries.get(country.iso), t, locale);
            const parts = [
              country.name,
              country.agency ? `(${t('agencyCountry')})` : '',
              difference ? `· ${difference.text}` : '',
            ];
            return { value: country.iso, label: parts.filter(Boolean).join(' ') };
          })}
        />
      </div>
      <ChoiceRadios
        id={subStepElementId('dayTank')}
        title={t('dayTank')}
        help={t('dayTankHelp')}
        onChoose={(value) => onChoose('dayTank', value)}
        options={model.choices.dayTanks.map((tank) => ({
          value: tank.id,
          label: tank.name,
          chosen: selection.dayTank === tank.id,
          price: differenceText(tanks.get(tank.id), t, locale),
        }))}
      />
    </>
  );
}
