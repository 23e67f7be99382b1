// The machine finder's inputs, kept in the URL so that a result can be shared:
//   formulation=<id>                                 a foam formulation of the catalogue, or
//   source=custom&ratio=<R>&densityPoly=<g/cm³>&densityIso=<g/cm³>
//                                                    typed in (mix ratio 100:R by weight);
//   output=<g/s>, or target=shot&shotWeight=<g>&shotTime=<s>;
//   freq=50|60                                       the frequency the link was made at.
import type { Frequency } from '../../../domain/flow.ts';
import { formatNumber } from '../../../domain/format.ts';
import {
  type FlowRequirement,
  FORMULATION_LIMITS,
  isPlausibleDensity,
  isPlausibleRatio,
} from '../../../domain/formulation.ts';
import type { PortfolioFoamFormulation } from '../../lib/portfolio.ts';

type FormulationSource = 'catalogue' | 'custom';
type TargetMode = 'output' | 'shot';

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
  // `source=custom` says so while the three fields are still empty; links made before it carry only
  // the fields.
  const custom =
    !params.has('formulation') &&
    (params.get('source') === 'custom' ||
      ['ratio', 'densityPoly', 'densityIso'].some((key) => params.has(key)));
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
    params.set('source', 'custom');
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
function parseNumber(value: string): number | null {
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

/**
 * The requirement the inputs describe, or what is wrong, field by field. An empty field is not an
 * error yet (the page asks for it); a value that cannot be right is.
 */
export function requirementOf(
  inputs: FinderInputs,
  formulations: readonly PortfolioFoamFormulation[],
): { requirement: FlowRequirement | null; problems: Problems; formulation?: PortfolioFoamFormulation } {
  const problems: Problems = {};
  let complete = true;
  /** A positive number within limits, or null; says so when a typed value is not one. */
  const read = (key: keyof Problems, value: string, ok: (n: number) => boolean, message: string) => {
    if (value.trim() === '') {
      complete = false;
      return null;
    }
    const number = parseNumber(value);
    if (number === null || !ok(number)) {
      problems[key] = message;
      return null;
    }
    return number;
  };
  let ratio: number | null = null;
  let densityPoly: number | null = null;
  let densityIso: number | null = null;
  let formulation: PortfolioFoamFormulation | undefined;
  if (inputs.source === 'catalogue') {
    formulation = formulations.find((candidate) => candidate.id === inputs.formulationId);
    if (formulation) ({ isoPartsPer100Poly: ratio, densityPoly, densityIso } = formulation);
    else if (inputs.formulationId)
      problems.formulation = 'This formulation is no longer in the catalogue; choose another.';
    else complete = false;
  } else {
    const { density, isoPartsPer100Poly } = FORMULATION_LIMITS;
    const densityMessage = `Enter a density from ${formatNumber(density.min, 1)} to ${formatNumber(density.max, 0)} g/cm³.`;
    ratio = read(
      'ratio',
      inputs.ratio,
      isPlausibleRatio,
      `Enter the iso parts per 100 poly, above 0 and up to ${formatNumber(isoPartsPer100Poly.max, 0)}.`,
    );
    densityPoly = read('densityPoly', inputs.densityPoly, isPlausibleDensity, densityMessage);
    densityIso = read('densityIso', inputs.densityIso, isPlausibleDensity, densityMessage);
  }
  let total: number | null = null;
  if (inputs.target === 'output') {
    total = read('output', inputs.output, (n) => n > 0, 'Enter the total output in g/s, above 0.');
  } else {
    const weight = read(
      'shotWeight',
      inputs.shotWeight,
      (n) => n > 0,
      'Enter the shot weight in g, above 0.',
    );
    const time = read('shotTime', inputs.shotTime, (n) => n > 0, 'Enter the shot time in s, above 0.');
    total = weight !== null && time !== null ? weight / time : null;
  }
  if (
    !complete ||
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
