// The load of bench/reliability: virtual customers behind the proxy, each in a loop of what a customer
// does in the configurator: open a machine's model, click options (the price asked at each click), save
// a code, request a quote, fetch the quote's PDF, with a pause to think before each step. Each one is
// a client of its own address (X-Simulated-Client, which the proxy puts into X-Forwarded-For), so the
// per-address limits meet one customer each, as in production; their 429s are designed and counted
// apart. A busy server's 503 with Retry-After (the PDF threads' queue full) is asked again after that
// wait, up to 3 tries in all, as the quote panel does (features/configurator/quote/quote-panel.tsx); the
// call's time includes the wait, and the busy answers are counted apart. Any other answer than the
// expected one is an error.
import type { ConfiguratorModel } from '../../src/domain/configurator/choices.ts';
import { isChoiceField } from '../../src/domain/configurator/model.ts';
import { initialSession, sessionReducer } from '../../src/domain/configurator/session.ts';
import type { Selection } from '../../src/domain/configurator/types.ts';

export const OPERATIONS = [
  'machine model',
  'price (click)',
  'save code',
  'request quote',
  'quote PDF',
] as const;
type Operation = (typeof OPERATIONS)[number];

/** A customer's way through one machine: the selection after each click. */
export type ClickPath = { slug: string; clicks: Selection[] };

const MAX_CLICKS = 8;
/** As the quote panel: a busy answer naming a wait of up to 10 s is asked again, 3 tries in all. */
const BUSY_TRIES = 3;
const BUSY_WAIT_MAX_S = 10;

/** The wait a busy answer (503 with Retry-After) names, if it is one to wait for. */
function busyWaitS(response: Response): number | null {
  if (response.status !== 503) return null;
  const seconds = Number(response.headers.get('retry-after'));
  return Number.isFinite(seconds) && seconds > 0 && seconds <= BUSY_WAIT_MAX_S ? seconds : null;
}
const timeUp = new Error('time is up');
let addresses = 0;
const nextAddress = () => {
  addresses++;
  return `10.${(addresses >> 16) & 255}.${(addresses >> 8) & 255}.${addresses & 255}`;
};
const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)] as T;

async function trpcGet<T>(base: string, path: string, input: unknown): Promise<{ status: number; data?: T }> {
  const response = await fetch(
    `${base}/api/trpc/${path}${input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`}`,
    { headers: { 'x-simulated-client': nextAddress() } },
  );
  const body = (await response.json()) as { result?: { data: T } };
  return { status: response.status, data: body.result?.data };
}

/**
 * `count` click paths over the machines whose prices are shown, each click priced once by the app
 * (a path stops at its first click the app does not price: the rules of the model are the app's).
 */
export async function clickPaths(base: string, count: number): Promise<ClickPath[]> {
  const navigation = await trpcGet<{ machines: { slug: string; comingSoon: boolean }[] }>(
    base,
    'publicConfigurator.navigation',
    undefined,
  );
  const models: { slug: string; model: ConfiguratorModel }[] = [];
  for (const machine of navigation.data?.machines.filter((m) => !m.comingSoon) ?? []) {
    const model = await trpcGet<ConfiguratorModel & { pricesVisible: boolean }>(
      base,
      'publicConfigurator.machineModel',
      {
        slug: machine.slug,
        locale: 'en',
      },
    );
    if (model.data?.pricesVisible) models.push({ slug: machine.slug, model: model.data });
  }
  if (models.length === 0) throw new Error('no machine with prices shown');
  const paths: ClickPath[] = [];
  for (let attempt = 0; paths.length < count && attempt < count * 5; attempt++) {
    const { slug, model } = pick(models);
    let state = initialSession(model, {
      dosingLine: pick(model.choices.dosingLines).id,
      locale: 'en',
    });
    const clicks: Selection[] = [];
    for (const step of model.steps) {
      for (const subStep of step.subSteps) {
        if (clicks.length >= MAX_CLICKS || !isChoiceField(subStep.options.fieldType)) continue;
        const option = pick(subStep.options.data);
        if (!option) continue;
        state = sessionReducer(model, state, {
          type: 'toggleOption',
          subStepSlug: subStep.slug,
          value: option.value,
        });
        const priced = await trpcGet(base, 'publicConfigurator.price', {
          slug,
          selection: state.selection,
        });
        if (priced.status !== 200) break;
        clicks.push(state.selection);
      }
    }
    if (clicks.length > 0) paths.push({ slug, clicks });
  }
  return paths;
}

export type LoadResult = {
  latencies: Map<Operation, number[]>;
  designed429: Map<Operation, number>;
  /** busy answers asked again after their Retry-After */
  busyRetried: Map<Operation, number>;
  errors: Map<string, number>;
  seconds: number;
};

export type LoadOptions = { users: number; seconds: number; thinkMs: number; rampMs: number };

/** Runs the virtual customers against `base` (the proxy) for `seconds`; calls in flight at the end finish. */
export async function runLoad(base: string, paths: ClickPath[], options: LoadOptions): Promise<LoadResult> {
  const latencies = new Map<Operation, number[]>(OPERATIONS.map((op) => [op, []]));
  const designed429 = new Map<Operation, number>(OPERATIONS.map((op) => [op, 0]));
  const busyRetried = new Map<Operation, number>(OPERATIONS.map((op) => [op, 0]));
  const errors = new Map<string, number>();
  const started = performance.now();
  const deadline = started + options.seconds * 1000;
  // A customer thinks before each step; once the time is up, they leave mid-way (ends the loop).
  const think = async () => {
    await new Promise((resolve) => setTimeout(resolve, options.thinkMs * (0.5 + Math.random())));
    if (performance.now() >= deadline) throw timeUp;
  };

  const customer = async (index: number) => {
    await new Promise((resolve) => setTimeout(resolve, (options.rampMs * index) / options.users));
    const address = `10.200.${(index >> 8) & 255}.${index & 255}`;
    const call = async (op: Operation, path: string, init: RequestInit = {}): Promise<unknown> => {
      const headers = new Headers(init.headers);
      headers.set('x-simulated-client', address);
      if (init.method === 'POST') {
        headers.set('content-type', 'application/json');
        headers.set('origin', base);
      }
      const at = performance.now();
      try {
        let response = await fetch(`${base}${path}`, { ...init, headers });
        for (let tries = 1; tries < BUSY_TRIES && busyWaitS(response) !== null; tries++) {
          await response.arrayBuffer();
          busyRetried.set(op, (busyRetried.get(op) ?? 0) + 1);
          await new Promise((resolve) => setTimeout(resolve, (busyWaitS(response) ?? 0) * 1000));
          response = await fetch(`${base}${path}`, { ...init, headers });
        }
        const bytes = await response.arrayBuffer();
        latencies.get(op)?.push(performance.now() - at);
        if (response.status === 200) {
          if (op === 'quote PDF') return undefined;
          return (JSON.parse(Buffer.from(bytes).toString('utf8')) as { result?: { data?: unknown } }).result
            ?.data;
        }
        if (response.status === 429) designed429.set(op, (designed429.get(op) ?? 0) + 1);
        else {
          const key = `${op}: ${response.status} ${Buffer.from(bytes).toString('utf8').slice(0, 120)}`;
          errors.set(key, (errors.get(key) ?? 0) + 1);
        }
      } catch (error) {
        const key = `${op}: ${(error as Error).cause ?? error}`;
        errors.set(key, (errors.get(key) ?? 0) + 1);
      }
      return undefined;
    };
    const get = (op: Operation, procedure: string, input: unknown) =>
      call(op, `/api/trpc/${procedure}?input=${encodeURIComponent(JSON.stringify(input))}`);
    const post = (op: Operation, procedure: string, input: unknown) =>
      call(op, `/api/trpc/${procedure}`, { method: 'POST', body: JSON.stringify(input) });

    for (;;) {
      const path = pick(paths);
      await get('machine model', 'publicConfigurator.machineModel', { slug: path.slug, locale: 'en' });
      for (const selection of path.clicks) {
        await think();
        await get('price (click)', 'publicConfigurator.price', { slug: path.slug, selection });
      }
      const selection = path.clicks.at(-1);
      await think();
      const saved = (await post('save code', 'publicConfigurator.saveConfiguration', {
        slug: path.slug,
        selection,
        units: { freq: 50, unit: 'cm' },
        locale: 'en',
      })) as { code: string } | undefined;
      if (!saved) {
        await think();
        continue;
      }
      await think();
      await post('request quote', 'publicConfigurator.requestQuote', {
        code: saved.code,
        name: 'Load Test',
        company: `Customer ${index}`,
        email: `customer${index}@example.com`,
        country: selection?.country ?? 'DE',
        consent: true,
      });
      await think();
      await call('quote PDF', `/api/configurations/${saved.code}/quote.pdf?locale=en`);
      await think();
    }
  };

  await Promise.all(
    Array.from({ length: options.users }, (_, i) =>
      customer(i).catch((error: unknown) => {
        if (error !== timeUp) throw error;
      }),
    ),
  );
  return { latencies, designed429, busyRetried, errors, seconds: (performance.now() - started) / 1000 };
}

/** The p-th percentile (nearest rank). */
export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? 0;
}
