// A price in EUR as the admin area types and shows numbers: German (1.234,56), a figure pasted in English
// notation read as written (domain/pasted-number.ts), as field-input.tsx does for decimal fields. Empty is
// "no price". What is typed stays as typed while it is not a whole amount yet ("12," on the way to 12,50):
// only amounts are handed on.
import { NumberInput, type NumberInputProps } from '@mantine/core';
import { useState } from 'react';
import { MAX_PRICE_EUR } from '../../../../domain/configurator/model-document.ts';
import { pastedNumber } from '../../../../domain/pasted-number.ts';

/** Whole cents: the document refuses anything finer. */
const toCents = (eur: number) => Math.round(eur * 100) / 100;

/** The amount a NumberInput value stands for: null when empty, undefined while it is not one yet. */
function amountOf(value: number | string): number | null | undefined {
  if (value === '') return null;
  const number = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(number) ? toCents(number) : undefined;
}

export type MoneyInputProps = Omit<NumberInputProps, 'value' | 'onChange' | 'defaultValue'> & {
  value: number | null;
  onChange: (eur: number | null) => void;
  /** allow amounts below zero (an option's price may lower the total; a base price may not) */
  negative?: boolean;
};

export function MoneyInput({ value, onChange, negative = false, ...rest }: MoneyInputProps) {
  const [shown, setShown] = useState<number | string>(value ?? '');
  // A new amount from outside (another part of the editor, a reload) replaces what is shown, unless it
  // is what is typed already.
  const [last, setLast] = useState(value);
  if (last !== value) {
    setLast(value);
    if (amountOf(shown) !== value) setShown(value ?? '');
  }
  const take = (next: number | string) => {
    setShown(next);
    const amount = amountOf(next);
    if (amount !== undefined && amount !== value) onChange(amount);
  };
  return (
    <NumberInput
      {...rest}
      value={shown}
      onChange={take}
      onPaste={(event) => {
        const pasted = pastedNumber(event.clipboardData.getData('text'));
        if (pasted === undefined || (!negative && pasted < 0)) return;
        event.preventDefault();
        take(toCents(pasted));
      }}
      decimalSeparator=","
      thousandSeparator="."
      decimalScale={2}
      allowNegative={negative}
      min={negative ? -MAX_PRICE_EUR : 0}
      max={MAX_PRICE_EUR}
      clampBehavior="strict"
      hideControls
      suffix=" €"
      inputMode="decimal"
    />
  );
}
