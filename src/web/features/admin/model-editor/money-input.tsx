// An amount in EUR, typed in German notation like every decimal of the admin forms (field-input.tsx:
// 1.234,56; a pasted 1850.5 read as written). The field keeps what is being typed ("12,") and hands
// back a number once the text is one, null once it is empty.
import { useEffect, useId, useRef, useState } from 'react';
import { MAX_PRICE_EUR } from '../../../../domain/configurator/model-document.ts';
import type { FieldDeclaration } from '../../../../domain/resources/types.ts';
import { FieldInput } from '../field-input.tsx';

export function MoneyInput({
  label,
  value,
  onChange,
  error,
  description,
  id,
  hideLabel,
}: {
  label: string;
  /** read out, not shown: the table row names it */
  hideLabel?: boolean;
  value: number | null;
  onChange: (value: number | null) => void;
  error?: string | undefined;
  description?: string;
  id?: string;
}) {
  const ownId = useId();
  const [text, setText] = useState<number | string>(value ?? '');
  // What this field last handed back: a new value from outside (a reload, their version) replaces the
  // text, the echo of our own does not (it would turn "12," back into "12").
  const sent = useRef<number | null>(value);
  useEffect(() => {
    if (value !== sent.current) {
      sent.current = value;
      setText(value ?? '');
    }
  }, [value]);
  const field: FieldDeclaration = {
    name: 'price',
    label,
    kind: 'decimal',
    required: false,
    defaultValue: null,
    scale: 2,
    min: -MAX_PRICE_EUR,
    max: MAX_PRICE_EUR,
    unit: 'EUR',
    ...(description ? { help: description } : {}),
  };
  return (
    <FieldInput
      id={id ?? ownId}
      field={field}
      value={text}
      error={error}
      hideLabel={hideLabel}
      onChange={(next) => {
        setText(next as number | string);
        const amount =
          typeof next === 'number' && Number.isFinite(next) ? next : next === '' ? null : undefined;
        if (amount === undefined || amount === sent.current) return;
        sent.current = amount;
        onChange(amount);
      }}
    />
  );
}
