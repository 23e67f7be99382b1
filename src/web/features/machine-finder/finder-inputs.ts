// The machine finder's inputs, kept in the URL so that a result can be shared (issue 13):
//   formulation=<id>                                 a foam formulation of the catalogue, or
//   ratio=<R>&densityPoly=<g/cm³>&densityIso=<g/cm³>  typed in (mix ratio 100:R by weight);
//   output=<g/s>, or target=shot&shotWeight=<g>&shotTime=<s>;
//   freq=50|60                                       the frequency the link was made at.
import type { FlowRequirement, Frequency } from '../../../domain/flow.ts';
import type { PortfolioFoamFormulation } from '../../lib/portfolio.ts';

export type FormulationSource = 'catalogue' | 'custom';
export type TargetMode = 'output' | 'shot';

export type FinderInputs = {
  source: FormulationSource;
  formulationId: string;
  ratio: string;
  densityPoly: string;
  densityIso: string;
  target: TargetMode;
  output: string;
  shotWeight: string;
  shotTime: string;
  /** the frequency a shared link was made at; null when the URL does not say */
  freq: Frequency | null;
};

export function readInputs(params: URLSearchParams): FinderInputs {
  const freq = params.get('freq');
  const custom =
    ['ratio', 'densityPoly', 'densityIso'].some((key) => params.has(key)) && !params.has('formulation');
  return {
    source: custom ? 'custom' : 'catalogue',
    formulationId: params.get('formulation') ?? '',
    ratio: params.get('ratio') ?? '',
    densityPoly: params.get('densityPoly') ?? '',
    densityIso: params.get('densityIso') ?? '',
    target: params.get('target') === 'shot' ? 'shot' : 'output',
    output: params.get('output') ?? '',
    shotWeight: params.get('shotWeight') ?? '',
    shotTime: params.get('shotTime') ?? '',
    freq: freq === '50' ? 50 : freq === '60' ? 60 : null,
  };
}

/** Only the parameters that matter for the chosen source and target, so a shared link says what it means. */
export function writeInputs(inputs: FinderInputs): URLSearchParams {
  const params = new URLSearchParams();
  const set = (key: string, value: string) => {
    // Numbers with a point, whatever was typed or pasted, so that every link reads the same.
    if (value.trim() !== '')
      params.set(key, key === 'formulation' ? value.trim() : value.trim().replace(',', '.'));
  };
  if (inputs.source === 'catalogue') set('formulation', inputs.formulationId);
  else {
    set('ratio', inputs.ratio);
    set('densityPoly', inputs.densityPoly);
    set('densityIso', inputs.densityIso);
  }
  if (inputs.target === 'shot') {
    params.set('target', 'shot');
    set('shotWeight', inputs.shotWeight);
    set('shotTime', inputs.shotTime);
  } else set('output', inputs.output);
  if (inputs.freq) params.set('freq', String(inputs.freq));
  return params;
}

/** A number as typed: German decimal comma or a point; anything else is not a number. */
export function parseNumber(value: string): number | null {
  const text = value.trim().replace(',', '.');
  if (!/^\d+(\.\d+)?$|^\.\d+$/.test(text)) return null;
  const number = Number(text);
  return Number.isFinite(number) ? number : null;
}

export type Problems = Partial<
  Record<
    'formulation' | 'ratio' | 'densityPoly' | 'densityIso' | 'output' | 'shotWeight' | 'shotTime',
    string
  >
>;

/** The requirement the inputs describe, or what is missing or wrong, field by field. */
export function requirementOf(
  inputs: FinderInputs,
  formulations: readonly PortfolioFoamFormulation[],
): { requirement: FlowRequirement | null; problems: Problems; formulation?: PortfolioFoamFormulation } {
  const problems: Problems = {};
  let ratio: number | null = null;
  let densityPoly: number | null = null;
  let densityIso: number | null = null;
  let formulation: PortfolioFoamFormulation | undefined;
  if (inputs.source === 'catalogue') {
    formulation = formulations.find((candidate) => candidate.id === inputs.formulationId);
    if (!formulation) {
      problems.formulation = inputs.formulationId
        ? 'This formulation is no longer in the catalogue; choose another.'
        : 'Choose a foam formulation.';
    } else {
      ({ isoPartsPer100Poly: ratio, densityPoly, densityIso } = formulation);
    }
  } else {
    ratio = parseNumber(inputs.ratio);
    if (ratio === null || ratio <= 0 || ratio > 1000)
      problems.ratio = 'Enter the iso parts per 100 poly, above 0 and up to 1.000.';
    densityPoly = parseNumber(inputs.densityPoly);
    if (densityPoly === null || densityPoly < 0.5 || densityPoly > 3)
      problems.densityPoly = 'Enter a density from 0,5 to 3 g/cm³.';
    densityIso = parseNumber(inputs.densityIso);
    if (densityIso === null || densityIso < 0.5 || densityIso > 3)
      problems.densityIso = 'Enter a density from 0,5 to 3 g/cm³.';
  }
  let total: number | null = null;
  if (inputs.target === 'output') {
    total = parseNumber(inputs.output);
    if (total === null || total <= 0) {
      problems.output = 'Enter the total output in g/s, above 0.';
      total = null;
    }
  } else {
    const weight = parseNumber(inputs.shotWeight);
    const time = parseNumber(inputs.shotTime);
    if (weight === null || weight <= 0) problems.shotWeight = 'Enter the shot weight in g, above 0.';
    if (time === null || time <= 0) problems.shotTime = 'Enter the shot time in s, above 0.';
    total = weight && time && weight > 0 && time > 0 ? weight / time : null;
  }
  if (
    Object.keys(problems).length > 0 ||
    total === null ||
    ratio === null ||
    densityPoly === null ||
    densityIso === null
  ) {
    return { requirement: null, problems, formulation };
  }
  return {
    requirement: { totalGPerS: total, isoPartsPer100Poly: ratio, densityPoly, densityIso },
    problems,
    formulation,
  };
}
