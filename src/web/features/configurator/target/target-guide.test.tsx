// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetQuoteDrafts } from '../quote/quote-drafts.ts';
import type { MachineModel } from '../state/live-price.ts';
import { comeToQuotePanel, exampleMachine, renderPage, seen, stubTrpc } from '../testing/example-machine.tsx';

/** The example machine whose mixheads carry their catalogue ranges and whose dosing lines say their output. */
function rangedMachine(): MachineModel {
  const model = exampleMachine();
  const ranges: Record<string, { minGPerS: number; maxGPerS: number }> = {
    'mh-12': { minGPerS: 20, maxGPerS: 160 },
    'mh-18': { minGPerS: 60, maxGPerS: 450 },
    'mh-24': { minGPerS: 200, maxGPerS: 1100 },
  };
  return {
    ...model,
    choices: {
      ...model.choices,
      dosingLines: model.choices.dosingLines.map((line) =>
        line.id === 'ml-20'
          ? {
              ...line,
              description: '99–495 g/s for small parts.',
              description60Hz: '119–594 g/s for small parts.',
            }
          : line,
      ),
    },
    steps: model.steps.map((step) => ({
      ...step,
      subSteps: step.subSteps.map((subStep) =>
        subStep.slug !== 'mixhead'
          ? subStep
          : {
              ...subStep,
              options: {
                ...subStep.options,
                data: subStep.options.data.map((option) => ({ ...option, output: ranges[option.value] })),
              },
            },
      ),
    })),
  };
}

function server(model: MachineModel = rangedMachine()) {
  return stubTrpc({ 'publicConfigurator.machineModel': () => model });
}

/** 500 g/s of a rigid foam at 100:50: poly 303 cm³/s (ML 20's pump gives 300), iso 136 cm³/s. */
const TARGET = 'totalGPerS=500&isoPartsPer100Poly=50&densityPoly=1.1&densityIso=1.23&application=rigid';

const status = () => screen.getByTestId('output-target-status').textContent;

async function openMixing() {
  fireEvent.click(await screen.findByRole('button', { name: /^Mixing/ }));
  await screen.findByRole('heading', { level: 2, name: /Mixing/ });
  await waitFor(() => expect(screen.queryByTestId('step-loading')).toBeNull());
  return screen.findByRole('group', { name: /Mixhead/ });
}

beforeEach(() => window.localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  forgetQuoteDrafts();
});

describe('the machine finder’s output in the configurator', () => {
  it('shows the target, each dosing line’s pump load, and whether the chosen line covers it', async () => {
    server();
    renderPage(`/configurator/ml?dosingLine=ml-20&${TARGET}`);
    const guide = await screen.findByTestId('output-target', {}, { timeout: 5000 });
    expect(within(guide).getByRole('heading', { name: 'Your output from the machine finder' })).toBeTruthy();
    expect(guide.textContent).toContain(
      '500 g/s at a mix ratio of 100:50, densities poly 1.1 and iso 1.23 g/cm³ · Application: Rigid foam',
    );
    // ML 20 delivers 111 to 495 g/s of this foam: its poly pump falls short.
    expect(status()).toBe(
      'Your configuration does not cover this output: the dosing line ML 20 runs 111 to 495 g/s of this foam.',
    );
    expect(within(guide).getByRole('status')).toBeTruthy();
    const ml20 = await screen.findByTestId('line-fit-ml-20');
    expect(ml20.textContent).toBe(
      'Too small for your outputAt 500 g/s: poly pump 101 %, iso pump 90 % of its maximum',
    );
    expect(screen.getByTestId('line-fit-ml-40').textContent).toBe(
      'Covers your outputAt 500 g/s: poly pump 48 %, iso pump 45 % of its maximum',
    );
    // In the radio's name, so it is read with the choice.
    expect(screen.getByRole('radio', { name: /^ML 40.*Covers your output/ })).toBeTruthy();

    fireEvent.click(screen.getByRole('radio', { name: /^ML 40/ }));
    await waitFor(() => expect(status()).toBe('Your configuration covers this output.'));
    // The target stays in the address (the dosing line it came with is handled and gone).
    expect(seen.location.search).toBe(`?${TARGET}`);
  });

  it('marks the mixheads that cover the output, and says so when a chosen one no longer does', async () => {
    server();
    renderPage(`/configurator/ml?dosingLine=ml-40&${TARGET}`);
    await screen.findByTestId('output-target', {}, { timeout: 5000 });
    const group = await openMixing();
    const option = (name: RegExp) =>
      within(group).getByRole('radio', { name }).closest('label') as HTMLElement;
    // Ranges in g/s, and as a flow of this foam (1.14 g/cm³ mixed) in the user's unit.
    expect(option(/^MH 12/).textContent).toContain('20–160 g/s');
    expect(within(option(/^MH 12/)).getByTestId('mixhead-fit-mh-12').textContent).toBe(
      'Mixes less than your output18–140 cm³/s with your foam',
    );
    expect(within(option(/^MH 24/)).getByTestId('mixhead-fit-mh-24').textContent).toBe(
      'Fits your output175–965 cm³/s with your foam',
    );
    expect(status()).toBe('Your configuration covers this output.');

    fireEvent.click(within(group).getByRole('radio', { name: /^MH 12/ }));
    await waitFor(() =>
      expect(status()).toBe('Your configuration does not cover this output: MH 12 mixes 20 to 160 g/s.'),
    );
    fireEvent.click(within(group).getByRole('radio', { name: /^MH 24/ }));
    await waitFor(() => expect(status()).toBe('Your configuration covers this output.'));
  });

  it('follows the mains frequency: at 60 Hz the pumps turn faster and ML 20 covers the output', async () => {
    server();
    renderPage(`/configurator/ml?dosingLine=ml-20&${TARGET}`);
    await screen.findByTestId('line-fit-ml-20', {}, { timeout: 5000 });
    expect(status()).toMatch(/does not cover/);
    fireEvent.click(screen.getByRole('radio', { name: '60 Hz' }));
    await waitFor(() => expect(status()).toBe('Your configuration covers this output.'));
    expect(screen.getByTestId('line-fit-ml-20').textContent).toBe(
      'Covers your outputAt 500 g/s: poly pump 84 %, iso pump 75 % of its maximum',
    );
  });

  it('survives a reload, and is cleared on request, with the focus on the step', async () => {
    server();
    renderPage(`/configurator/ml?${TARGET}&step=base`);
    await screen.findByTestId('output-target', {}, { timeout: 5000 });
    cleanup();
    // A reload: the same address, the same guidance.
    renderPage(`/configurator/ml?${TARGET}`);
    const guide = await screen.findByTestId('output-target', {}, { timeout: 5000 });
    expect(
      within(guide).getByRole('link', { name: 'Change it in the machine finder' }).getAttribute('href'),
    ).toBe(
      '/configurator/machine-finder?totalGPerS=500&isoPartsPer100Poly=50&densityPoly=1.1&densityIso=1.23&application=rigid',
    );
    fireEvent.click(within(guide).getByRole('button', { name: 'Configure without this output' }));
    await waitFor(() => expect(screen.queryByTestId('output-target')).toBeNull());
    expect(seen.location.search).toBe('');
    expect(screen.queryByTestId('line-fit-ml-20')).toBeNull();
    expect(document.activeElement?.id).toBe('configurator-step-title');
  });

  it('shows nothing of a target without one, or with figures that are no formulation', async () => {
    server();
    renderPage('/configurator/ml?totalGPerS=500&isoPartsPer100Poly=50&densityPoly=12&densityIso=1.23');
    await screen.findByRole('radio', { name: /^ML 20/ });
    const group = await openMixing();
    // The mixhead's range is there either way; a fit only with a target.
    expect(
      within(group)
        .getByRole('radio', { name: /^MH 12/ })
        .closest('label')?.textContent,
    ).toContain('20–160 g/s');
    expect(screen.queryByTestId('mixhead-fit-mh-12')).toBeNull();
    expect(screen.queryByTestId('output-target-status')).toBeNull();
  });

  it('offers a contact when no dosing line runs the output, and starts the quote request with it', async () => {
    server();
    renderPage(
      '/configurator/ml?dosingLine=ml-40&contact=1&totalGPerS=5000&isoPartsPer100Poly=50&densityPoly=1.1&densityIso=1.23',
    );
    const contact = await screen.findByTestId('output-target-contact', {}, { timeout: 5000 });
    expect(contact.textContent).toContain('None of the dosing lines of this machine runs this output.');
    expect(within(contact).getByRole('button', { name: 'Send your requirement' })).toBeTruthy();
    // `contact` is handled once and leaves the address; the target stays.
    await waitFor(() => expect(seen.location.search).not.toContain('contact'));
    expect(seen.location.search).toContain('totalGPerS=5000');
    await comeToQuotePanel();
    const message = (await screen.findByRole('textbox', { name: 'Message (optional)' }, { timeout: 5000 })) as
      | HTMLTextAreaElement
      | HTMLInputElement;
    expect(message.value).toBe(
      'Our requirement from the machine finder: 5,000 g/s at a mix ratio of 100:50, densities poly 1.1 and iso 1.23 g/cm³. This configuration does not cover it: please advise us.',
    );
  });

  it('writes the target into a quote request’s message, with the application, when the configuration covers it', async () => {
    server();
    renderPage(`/configurator/ml?dosingLine=ml-40&${TARGET}`);
    await comeToQuotePanel();
    const message = (await screen.findByRole('textbox', { name: 'Message (optional)' }, { timeout: 5000 })) as
      | HTMLTextAreaElement
      | HTMLInputElement;
    expect(message.value).toBe(
      'Our requirement from the machine finder: 500 g/s at a mix ratio of 100:50, densities poly 1.1 and iso 1.23 g/cm³. Application: Rigid foam.',
    );
  });
});

describe('a dosing line’s text at 60 Hz', () => {
  it('shows its g/s figures at the frequency of the units, as its flows', async () => {
    server();
    renderPage('/configurator/ml');
    const ml20 = (await screen.findByRole('radio', { name: /^ML 20/ })).closest('label') as HTMLElement;
    expect(ml20.textContent).toContain('99–495 g/s for small parts.');
    fireEvent.click(screen.getByRole('radio', { name: '60 Hz' }));
    expect(ml20.textContent).toContain('119–594 g/s for small parts.');
    expect(ml20.textContent).not.toContain('99–495');
  });
});
