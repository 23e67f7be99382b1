// Mixed writes over HTTP while app processes are killed (kill -9), and the check that no acknowledged
// write was lost: every id the app answered is in the database afterwards, with its last acknowledged
// version. Used by the crash test (crash-writes.db.test.ts) and bench/reliability.
//
// The writes are what customers and staff do: configuration codes, quote requests, analytics batches,
// admin edits of a catalogue item (versioned, 409 on a stale version) and model publications. A write
// that got no answer (the process died under it) may or may not have been stored: the check allows it
// either way, but never a write that was answered.
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import {
  analyticsEvents,
  configurationCodes,
  configuratorModelVersions,
  machines,
  quoteRequests,
  tankFarmEquipment,
} from '../db/schema/index.ts';
import { signInOverHttp } from './http-sign-in.ts';

const BROWSER =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
const EVENTS_PER_BATCH = 3;

/** What the app answered: the ids and versions the check looks for. */
export type Ledger = {
  codes: Map<string, string>;
  quotes: Map<string, string>;
  batches: Set<string>;
  edits: Map<string, { version: number; description: string; unanswered: Set<string> }>;
  publications: Map<number, string>;
  /** acknowledged writes (an item's edits all count) */
  acknowledged: number;
  /** the same by kind of write */
  byKind: Record<string, number>;
  /** writes that got no answer (connection lost, 502 from a proxy): neither kept nor lost */
  unanswered: number;
  /** answers that were refusals by design (429, 409) */
  refused: number;
  /** answers that were errors (5xx other than a dead upstream, unexpected 4xx) */
  errors: string[];
};

export function emptyLedger(): Ledger {
  return {
    codes: new Map(),
    quotes: new Map(),
    batches: new Set(),
    edits: new Map(),
    publications: new Map(),
    acknowledged: 0,
    byKind: {},
    unanswered: 0,
    refused: 0,
    errors: [],
  };
}

export type WriterOptions = {
  /** the address of a running instance (or the proxy) for the next request; undefined while none runs */
  target: () => string | undefined;
  password: string;
  /** the machine whose codes are saved and whose model is published */
  slug?: string;
};

let sequence = 0;
const unique = (what: string) => `${what}-${process.pid}-${Date.now().toString(36)}-${++sequence}`;
/** Every request from an address of its own (TRUST_PROXY): the per-address limits are not tested here. */
const address = () => `10.${(sequence >> 16) & 255}.${(sequence >> 8) & 255}.${sequence & 255}`;

type Answer = { status: number; body: unknown } | undefined;

async function call(
  base: string,
  path: string,
  init: RequestInit & { cookie?: string } = {},
): Promise<Answer> {
  const headers = new Headers(init.headers);
  headers.set('user-agent', BROWSER);
  headers.set('x-forwarded-for', address());
  if (init.cookie) headers.set('cookie', init.cookie);
  if (init.method && init.method !== 'GET') {
    headers.set('origin', base);
    if (!headers.has('content-type')) headers.set('content-type', 'application/json');
  }
  try {
    const response = await fetch(`${base}${path}`, { ...init, headers, signal: AbortSignal.timeout(15_000) });
    const text = await response.text();
    let body: unknown = text;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      // not JSON: kept as text for the error list
    }
    return { status: response.status, body };
  } catch {
    return undefined;
  }
}

/** A session cookie of a demo user, signed in at `base` from an address of its own. */
const signIn = (base: string, email: string, password: string) =>
  signInOverHttp(base, email, password, { 'x-forwarded-for': address() });

const data = (answer: Answer) => (answer?.body as { result?: { data?: unknown } } | undefined)?.result?.data;

/** Files an answer: true when it acknowledged the write. */
function file(ledger: Ledger, what: string, answer: Answer, ok: number): boolean {
  if (!answer || answer.status === 502 || answer.status === 503) {
    // 502: the proxy lost the instance; 503: a database or instance going away. Neither said "stored".
    ledger.unanswered++;
    return false;
  }
  if (answer.status === ok) {
    ledger.acknowledged++;
    ledger.byKind[what] = (ledger.byKind[what] ?? 0) + 1;
    return true;
  }
  if (answer.status === 429 || answer.status === 409) ledger.refused++;
  else ledger.errors.push(`${what}: ${answer.status} ${JSON.stringify(answer.body).slice(0, 300)}`);
  return false;
}

/** A valid selection of the machine, with a note of its own (so that every code is a new one). */
type Selection = { dosingLine: string; country: string; dayTank: string; values: Record<string, string[]> };

async function baseSelection(base: string, slug: string): Promise<Selection> {
  const input = encodeURIComponent(JSON.stringify({ slug, locale: 'en' }));
  const model = data(await call(base, `/api/trpc/publicConfigurator.machineModel?input=${input}`)) as {
    choices: { dosingLines: { id: string }[]; dayTanks: { id: string }[] };
  };
  if (!model) throw new Error(`no model for ${slug}`);
  return {
    dosingLine: model.choices.dosingLines[0]?.id ?? '',
    country: 'DE',
    dayTank: model.choices.dayTanks[0]?.id ?? '',
    values: { mixhead: ['mhl-18'] },
  };
}

/**
 * Runs the writers until `stop()` resolves the returned promise's work: each kind in a loop of its own,
 * `concurrency` loops per kind. Writes go to `target()`, retried there when no instance runs.
 */
export async function runWriters(
  options: WriterOptions & { ledger: Ledger; concurrency?: number },
): Promise<{ stop(): Promise<void> }> {
  const { ledger, target, password } = options;
  const slug = options.slug ?? 'hx';
  const concurrency = options.concurrency ?? 2;
  const first = target();
  if (!first) throw new Error('no instance to write to');
  const selection = await baseSelection(first, slug);
  let cookie = await signIn(first, 'development@meterline.example', password);
  const listed = await call(first, '/api/admin/tank-farm-equipment?pageSize=20', { cookie });
  if (listed?.status !== 200) throw new Error(`could not list the items to edit (${listed?.status})`);
  const equipment = (
    listed.body as { data: { items: { id: string; version: number; description: string | null }[] } }
  ).data.items;
  let running = true;
  const idle = () => new Promise((resolve) => setTimeout(resolve, 20));

  const loop = async (write: (base: string) => Promise<void>) => {
    while (running) {
      const base = target();
      if (!base) await idle();
      else await write(base);
    }
  };

  const saveCode = async (base: string) => {
    const note = unique('note');
    const answer = await call(base, '/api/trpc/publicConfigurator.saveConfiguration', {
      method: 'POST',
      body: JSON.stringify({
        slug,
        selection: { ...selection, values: { ...selection.values, notes: [note] } },
        units: { freq: 50, unit: 'cm' },
        locale: 'en',
      }),
    });
    if (file(ledger, 'save a code', answer, 200))
      ledger.codes.set((data(answer) as { code: string }).code, note);
  };

  const requestQuote = async (base: string) => {
    const code = [...ledger.codes.keys()].at(-1);
    if (!code) return saveCode(base);
    const company = unique('company');
    const answer = await call(base, '/api/trpc/publicConfigurator.requestQuote', {
      method: 'POST',
      body: JSON.stringify({
        code,
        name: 'Crash Test',
        company,
        email: 'crash@example.com',
        country: 'DE',
        consent: true,
      }),
    });
    if (file(ledger, 'request a quote', answer, 200))
      ledger.quotes.set((data(answer) as { id: string }).id, company);
  };

  const sendBatch = async (base: string) => {
    const batch = unique('batch');
    const events = Array.from({ length: EVENTS_PER_BATCH }, (_, i) => ({
      type: 'event',
      name: 'price_shown',
      path: `/configurator/${slug}`,
      props: { batch: batch.replace(/[^a-zA-Z0-9]/g, '').slice(-30), index: i },
      ts: Date.now(),
    }));
    const answer = await call(base, '/api/analytics/collect', {
      method: 'POST',
      body: JSON.stringify({ events }),
    });
    if (file(ledger, 'send an analytics batch', answer, 202))
      ledger.batches.add(batch.replace(/[^a-zA-Z0-9]/g, '').slice(-30));
  };

  // One loop per item: its versions follow one another.
  const editItem = (item: { id: string; version: number; description: string | null }) => {
    const entry = {
      version: item.version,
      description: item.description ?? '',
      unanswered: new Set<string>(),
    };
    ledger.edits.set(item.id, entry);
    return async (base: string) => {
      const description = unique('edit');
      const answer = await call(base, `/api/admin/tank-farm-equipment/${item.id}`, {
        method: 'PATCH',
        cookie,
        body: JSON.stringify({ expectedVersion: entry.version, values: { description } }),
      });
      if (answer?.status === 401) cookie = await signIn(base, 'development@meterline.example', password);
      if (!answer || answer.status >= 500) entry.unanswered.add(description);
      if (file(ledger, 'edit an item', answer, 200)) {
        const saved = (
          (answer as NonNullable<Answer>).body as { data: { version: number; description: string } }
        ).data;
        entry.version = saved.version;
        entry.description = saved.description;
        entry.unanswered.clear();
      } else if (answer?.status === 409) {
        // A write that got no answer was stored after all: go on from the current version.
        const current = (answer.body as { error?: { current?: { version: number; description: string } } })
          .error?.current;
        if (current && entry.unanswered.has(current.description)) {
          entry.version = current.version;
          entry.description = current.description;
          entry.unanswered.clear();
        } else
          ledger.errors.push(`edit an item: 409 without an unanswered write ${JSON.stringify(answer.body)}`);
      }
    };
  };

  const publish = async (base: string) => {
    const input = encodeURIComponent(JSON.stringify({ slug }));
    const draft = await call(base, `/api/trpc/configuratorAdmin.draft?input=${input}`, { cookie });
    if (draft?.status !== 200) {
      if (draft?.status === 401) cookie = await signIn(base, 'development@meterline.example', password);
      file(ledger, 'read the draft', draft, 200);
      return;
    }
    const note = unique('publication');
    const answer = await call(base, '/api/trpc/configuratorAdmin.publish', {
      method: 'POST',
      cookie,
      body: JSON.stringify({
        slug,
        expectedDraftVersion: (data(draft) as { draftVersion: number }).draftVersion,
        note,
      }),
    });
    if (file(ledger, 'publish the model', answer, 200))
      ledger.publications.set((data(answer) as { modelVersion: number }).modelVersion, note);
  };

  const loops = [
    ...Array.from({ length: concurrency }, () => loop(saveCode)),
    ...Array.from({ length: concurrency }, () => loop(requestQuote)),
    ...Array.from({ length: concurrency }, () => loop(sendBatch)),
    ...equipment.slice(0, concurrency * 2).map((item) => loop(editItem(item))),
    loop(publish),
  ];
  return {
    async stop() {
      running = false;
      await Promise.all(loops);
    },
  };
}

/** `acknowledged`: the answered writes; `lost`: those not found as answered. */
export type LedgerCheck = { acknowledged: number; lost: string[] };

/** Looks for every acknowledged write in the database. */
export async function checkLedger(db: Db, ledger: Ledger, slug = 'hx'): Promise<LedgerCheck> {
  const lost: string[] = [];
  const codes = await db
    .select({ code: configurationCodes.code, selection: configurationCodes.selection })
    .from(configurationCodes);
  const notes = new Map(codes.map((row) => [row.code, row.selection.values.notes?.[0]]));
  for (const [code, note] of ledger.codes) if (notes.get(code) !== note) lost.push(`code ${code}`);

  const quotes = new Map(
    (await db.select({ id: quoteRequests.id, company: quoteRequests.company }).from(quoteRequests)).map(
      (r) => [r.id, r.company],
    ),
  );
  for (const [id, company] of ledger.quotes) if (quotes.get(id) !== company) lost.push(`quote request ${id}`);

  const batches = new Map(
    (
      await db
        .select({
          batch: sql<string>`${analyticsEvents.props}->>'batch'`,
          events: sql<number>`count(*)::int`,
        })
        .from(analyticsEvents)
        .groupBy(sql`1`)
    ).map((r) => [r.batch, r.events]),
  );
  for (const batch of ledger.batches)
    if (batches.get(batch) !== EVENTS_PER_BATCH) lost.push(`analytics batch ${batch}`);

  const items = new Map(
    (
      await db
        .select({
          id: tankFarmEquipment.id,
          version: tankFarmEquipment.version,
          description: tankFarmEquipment.description,
        })
        .from(tankFarmEquipment)
    ).map((r) => [r.id, r]),
  );
  for (const [id, acked] of ledger.edits) {
    const row = items.get(id);
    const same = row?.version === acked.version && (row.description ?? '') === acked.description;
    const later = row && row.version > acked.version && acked.unanswered.has(row.description ?? '');
    if (!same && !later) lost.push(`edit of ${id} (version ${acked.version}, found ${row?.version})`);
  }

  const versions = new Map(
    (
      await db
        .select({ version: configuratorModelVersions.modelVersion, note: configuratorModelVersions.note })
        .from(configuratorModelVersions)
        .innerJoin(machines, eq(machines.id, configuratorModelVersions.machineId))
        .where(eq(machines.slug, slug))
    ).map((r) => [r.version, r.note]),
  );
  for (const [version, note] of ledger.publications)
    if (versions.get(version) !== note) lost.push(`model version ${version}`);

  return { acknowledged: ledger.acknowledged, lost };
}
