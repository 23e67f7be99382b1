// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { DecimalField, parseDecimal } from './decimal-field.tsx';

afterEach(cleanup);

describe('parseDecimal', () => {
  it("reads the locale's decimal sign (and a point, as a keyboard's keypad gives), nothing else", () => {
    expect(parseDecimal('1,5', ',')).toBe(1.5);
    expect(parseDecimal(' 25. ', '.')).toBe(25);
    expect(parseDecimal('-2', '.')).toBe(-2);
    expect(parseDecimal('1.5', ',')).toBe(1.5);
    expect(parseDecimal('1.000,5', ',')).toBe('');
    expect(parseDecimal('abc', '.')).toBe('');
    expect(parseDecimal('', '.')).toBe('');
  });
});

function Harness({ start }: { start: number | '' }) {
  const [value, setValue] = useState<number | ''>(start);
  return (
    <>
      <DecimalField label="Output" decimal="," value={value} onChange={setValue} />
      <output data-testid="value">{String(value)}</output>
      <button type="button" onClick={() => setValue(7)}>
        elsewhere
      </button>
    </>
  );
}

describe('DecimalField', () => {
  it('keeps the text as typed while it means the value, and shows a value set from elsewhere', () => {
    render(<Harness start={1.1} />);
    const field = screen.getByRole('textbox', { name: 'Output' }) as HTMLInputElement;
    expect(field.value).toBe('1,1');
    expect(field.getAttribute('inputmode')).toBe('decimal');
    for (const typed of ['2', '25', '25,']) fireEvent.change(field, { target: { value: typed } });
    expect(field.value).toBe('25,');
    expect(screen.getByTestId('value').textContent).toBe('25');
    fireEvent.change(field, { target: { value: '25,5' } });
    expect(screen.getByTestId('value').textContent).toBe('25.5');
    fireEvent.click(screen.getByRole('button', { name: 'elsewhere' }));
    expect(field.value).toBe('7');
  });
});
