// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ModelDocument } from '../../../../domain/configurator/model-document.ts';
import { renderAdmin } from '../testing/admin-testing.tsx';
import { MachineSettings, percentOf, rateOf } from './machine-settings.tsx';
import { catalogue, draftModel, PED_US, stubApi, stubScrollIntoView } from './testing/parts-fixtures.tsx';

beforeAll(stubScrollIntoView);
beforeEach(() => stubApi({}));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderSettings(start: ModelDocument = draftModel()) {
  const seen: ModelDocument[] = [];
  function Harness() {
    const [model, setModel] = useState(start);
    return (
      <MachineSettings
        model={model}
        catalogue={catalogue()}
        onChange={(next) => {
          seen.push(next);
          setModel(next);
        }}
      />
    );
  }
  renderAdmin(<Harness />);
  return { seen, last: () => seen.at(-1) as ModelDocument };
}

const discount = () => screen.getByRole('textbox', { name: /Discount per option/ }) as HTMLInputElement;

describe('the discount per option', () => {
  it('shows the stored rate as a percentage in German', () => {
    renderSettings(draftModel({ discountRatePerOption: 0.0125 }));
    expect(discount().value).toBe('1,25 %');
  });

  it('stores a typed percentage as a rate', () => {
    const settings = renderSettings();
    expect(discount().value).toBe('0,5 %');
    fireEvent.change(discount(), { target: { value: '1,2' } });
    expect(settings.last().discountRatePerOption).toBe(0.012);
    fireEvent.change(discount(), { target: { value: '0' } });
    expect(settings.last().discountRatePerOption).toBe(0);
  });

  it('refuses more than 5 % in words and keeps the last good rate', () => {
    const settings = renderSettings();
    fireEvent.change(discount(), { target: { value: '7' } });
    expect(settings.seen).toEqual([]);
    expect(screen.getByText('The discount is 0 to 5 % per option.')).toBeTruthy();
  });

  it('turns percent into rate and back without float noise', () => {
    for (const percent of [0, 0.01, 0.1, 0.3, 0.5, 0.7, 1.15, 2.5, 4.99, 5]) {
      expect(percentOf(rateOf(percent))).toBe(percent);
    }
    expect(rateOf(0.5)).toBe(0.005);
    expect(rateOf(0.7)).toBe(0.007);
    expect(percentOf(0.007)).toBe(0.7);
  });
});

describe('the other settings', () => {
  it('switches public prices', () => {
    const settings = renderSettings();
    fireEvent.click(screen.getByRole('switch', { name: /Public prices/ }));
    expect(settings.last().publicPrices).toBe(false);
  });

  it('shows a lead time from 8 to 12 weeks when switched on, and none when off', () => {
    const settings = renderSettings();
    const lead = screen.getByRole('switch', { name: /lead time/ });
    fireEvent.click(lead);
    expect(settings.last().leadTimeWeeks).toEqual({ min: 8, max: 12 });
    fireEvent.change(screen.getByRole('textbox', { name: 'Latest, in weeks' }), { target: { value: '16' } });
    expect(settings.last().leadTimeWeeks).toEqual({ min: 8, max: 16 });
    // An end before the start is said, not stored.
    fireEvent.change(screen.getByRole('textbox', { name: 'Earliest, in weeks' }), {
      target: { value: '20' },
    });
    expect(settings.last().leadTimeWeeks).toEqual({ min: 8, max: 16 });
    expect(screen.getByText('Not before the earliest.')).toBeTruthy();
    fireEvent.click(lead);
    expect('leadTimeWeeks' in settings.last()).toBe(false);
  });

  it('picks the PED of the agency countries from the catalogue', () => {
    const settings = renderSettings();
    fireEvent.click(screen.getByRole('combobox', { name: /PED of the agency countries/ }));
    fireEvent.click(screen.getByRole('option', { name: 'ASME' }));
    expect(settings.last().pedOverride).toBe(PED_US);
  });

  it('adds an agency country from the catalogue by its name', () => {
    const settings = renderSettings();
    const countries = screen.getByRole('combobox', { name: /Agency countries/ });
    fireEvent.click(countries);
    fireEvent.click(screen.getByRole('option', { name: 'United States (US)' }));
    expect(settings.last().agencyIsos).toEqual(['BR', 'US']);
  });
});
