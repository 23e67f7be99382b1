// Test helpers of the model editor's parts (only *.test.tsx files import this): a small draft and its
// catalogue, and a double of /api/trpc that answers configuratorAdmin's procedures from handlers.
import { vi } from 'vitest';
import type { ModelDocument } from '../../../../../domain/configurator/model-document.ts';
import { json, serverRoutes, sessionFor, stubFetch } from '../../../../testing/render.tsx';
import type { EditorCatalogue } from '../editor-contract.ts';

export const LINE_A = '00000000-0000-4000-8000-00000000000a';
export const LINE_B = '00000000-0000-4000-8000-00000000000b';
export const PED_EU = '00000000-0000-4000-8000-0000000000e1';
export const PED_US = '00000000-0000-4000-8000-0000000000e2';
export const TANK_30 = '00000000-0000-4000-8000-000000000030';
export const TANK_60 = '00000000-0000-4000-8000-000000000060';

export function catalogue(changes: Partial<EditorCatalogue> = {}): EditorCatalogue {
  return {
    machine: { id: 'm-hx', slug: 'hx-compact', name: 'HX Compact', modelVersion: 3 },
    dosingLines: [
      { id: LINE_A, name: 'HX 10' },
      { id: LINE_B, name: 'HX 20' },
    ],
    dayTanks: [
      { id: TANK_30, name: '30 l' },
      { id: TANK_60, name: '60 l' },
    ],
    peds: [
      { id: PED_EU, name: 'PED 2014/68/EU' },
      { id: PED_US, name: 'ASME' },
    ],
    countries: [
      { iso: 'DE', name: 'Germany', pedId: PED_EU },
      { iso: 'BR', name: 'Brazil', pedId: PED_EU },
      { iso: 'US', name: 'United States', pedId: PED_US },
    ],
    mixheads: [],
    locales: ['de'],
    translated: {},
    partLinks: [],
    ...changes,
  };
}

export function draftModel(changes: Partial<ModelDocument> = {}): ModelDocument {
  return {
    steps: [
      {
        slug: 'hoses',
        title: 'Hoses',
        subSteps: [
          {
            slug: 'hose-length',
            title: 'Hose length',
            options: {
              fieldType: 'radio',
              data: [
                { value: 'hose-3', label: '3 m', price: 0 },
                { value: 'hose-5', label: '5 m', price: 800 },
              ],
            },
          },
          {
            slug: 'extras',
            title: 'Extras',
            options: {
              fieldType: 'checkbox',
              data: [
                { value: 'heating', label: 'Heated hoses', price: 1200 },
                { value: 'flowmeter', label: 'Flow meter', price: 950 },
              ],
            },
          },
        ],
      },
    ],
    basePrices: [{ machineVersionId: LINE_A, pedId: PED_EU, dayTankId: TANK_30, price: 48_000 }],
    agencyBasePrices: [{ machineVersionId: LINE_A, dayTankId: TANK_30, price: 41_000 }],
    agencyIsos: ['BR'],
    pedOverride: PED_EU,
    discountRatePerOption: 0.005,
    publicPrices: true,
    ...changes,
  };
}

type Handler = (input: unknown) => unknown;
export type TrpcFailure = { error: { code: string; httpStatus: number; message: string; data?: object } };

/** An error answer of a procedure, as the server's error formatter sends it. */
export const failure = (
  code: string,
  httpStatus: number,
  message: string,
  data: object = {},
): TrpcFailure => ({
  error: { code, httpStatus, message, data },
});

/**
 * Answers /api/trpc calls (batched or not) from `handlers` by procedure path, with a development user
 * signed in; records every call. A handler returning `failure(…)` answers that error.
 */
export function stubApi(handlers: Record<string, Handler>) {
  const calls: { path: string; input: unknown }[] = [];
  const answer = (path: string, input: unknown) => {
    calls.push({ path, input });
    const handler = handlers[path];
    const result = handler ? handler(input) : failure('NOT_FOUND', 404, `No procedure ${path}`);
    if (result && typeof result === 'object' && 'error' in result) {
      const { code, httpStatus, message, data } = (result as TrpcFailure).error;
      return { error: { message, code: -32000, data: { ...data, code, httpStatus, path } } };
    }
    return { result: { data: result } };
  };
  const trpc = ({ url, body }: { url: URL; body: string }) => {
    const paths = decodeURIComponent(url.pathname.slice('/api/trpc/'.length)).split(',');
    const batched = url.searchParams.get('batch') === '1';
    const raw = body || (url.searchParams.get('input') ?? '');
    const inputs = raw ? JSON.parse(raw) : {};
    const results = paths.map((path, index) => answer(path, batched ? inputs[index] : inputs));
    const failed = results.some((result) => 'error' in result);
    return json(batched ? results : results[0], batched ? (failed ? 207 : 200) : failed ? 400 : 200);
  };
  stubFetch(serverRoutes(sessionFor('development'), { '/api/trpc/*': trpc, 'POST /api/trpc/*': trpc }));
  return { calls, of: (path: string) => calls.filter((call) => call.path === path) };
}

/** happy-dom lacks scrollIntoView, which Mantine's combobox calls. */
export function stubScrollIntoView(): void {
  if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = vi.fn();
}
