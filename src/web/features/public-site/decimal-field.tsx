import { useState } from 'react';
import { TextBox } from '../../components/ui/native-fields/native-text-box.tsx';

/**
 * The number a field's text stands for, in the locale's decimal sign or a point (a keypad's, as Mantine's
 * NumberInput took it); '' while it is empty or not a number.
 */
export function parseDecimal(text: string, decimal: string): number | '' {
  const plain = text.trim().replace(decimal, '.');
  if (!/^[-+]?(\d+\.?\d*|\.\d+)$/.test(plain)) return '';
  return Number(plain);
}

function shown(value: number | '', decimal: string): string {
  return value === '' ? '' : String(value).replace('.', decimal);
}

/**
 * A native field for a decimal number in the locale's decimal sign. It keeps the text as typed ("25,"
 * on the way to "25,5") while that text means the value it was given; a value set from elsewhere (Back,
 * a link) replaces the text.
 */
export function DecimalField({
  value,
  decimal,
  onChange,
  ...props
}: {
  label: string;
  value: number | '';
  decimal: string;
  onChange: (value: number | '') => void;
  description?: string;
  error?: string;
  prefix?: string;
  suffix?: string;
}) {
  const [text, setText] = useState(() => shown(value, decimal));
  const current = parseDecimal(text, decimal) === value ? text : shown(value, decimal);
  if (current !== text) setText(current);
  return (
    <TextBox
      {...props}
      inputMode="decimal"
      value={current}
      onChange={(typed) => {
        setText(typed);
        onChange(parseDecimal(typed, decimal));
      }}
    />
  );
}
