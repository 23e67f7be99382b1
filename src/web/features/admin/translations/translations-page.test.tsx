// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { json, serverRoutes, sessionFor, stubFetch } from '../../../testing/render.tsx';
import { AdminFrame } from '../admin-frame.tsx';
import { ok, refused } from '../model-editor/testing/trpc-double.ts';
import { renderAdmin, stubDocumentFonts } from '../testing/admin-testing.tsx';
import { JOB_POLL_MS } from './job-card.tsx';
import { job, translationRow, translationsServer } from './testing/translations-server.ts';
import { TranslationsPage } from './translations-page.tsx';

const PATH = '/admin/public-configurator/translations';
const SLOW = { timeout: 10_000 };

beforeAll(() => stubDocumentFonts());

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

function openPage(query = '') {
  return renderAdmin(
    <AdminFrame>
      <TranslationsPage path={PATH} />
    </AdminFrame>,
    `${PATH}${query}`,
  );
}

const grid = () => screen.findByRole('table', { name: 'Texts and their translations' }, SLOW);
/** The grid's row of a text, by its English, once it is there. */
async function rowOf(english: string) {
  const table = await grid();
  return waitFor(() => {
    const row = within(table)
      .getAllByRole('row')
      .find((candidate) => candidate.textContent?.includes(english));
    if (!row) throw new Error(`no row for ${english}`);
    return row;
  }, SLOW);
}

describe('the translations page', () => {
  it('shows each switched-on language as counts and a bar, and links to its missing texts', async () => {
    translationsServer(
      [
        translationRow({ locale: 'de', state: 'reviewed', text: 'Geprüft' }),
        translationRow({ locale: 'de', state: 'machine', text: 'Maschinell' }),
        translationRow({ locale: 'de' }),
        translationRow({ locale: 'ja' }),
      ],
      { enabled: ['de', 'ja'] },
    );
    openPage();
    const german = await screen.findByTestId('progress-de', {}, SLOW);
    expect(german.textContent).toBe('1 reviewed1 machine-translated1 missing');
    expect(german.closest('li')?.textContent).toContain('66 %');
    expect(screen.getByTestId('progress-ja').textContent).toBe('0 reviewed0 machine-translated1 missing');
    expect(screen.queryByTestId('progress-ko')).toBeNull();
    expect(screen.getByRole('link', { name: 'Show missing German texts' }).getAttribute('href')).toBe(
      `${PATH}?locale=de&state=missing`,
    );
  });

  it("lists where each text appears, its English, language, translation and state, with a refusal's reason", async () => {
    translationsServer([
      translationRow({ source: 'Heated hoses', state: 'reviewed', text: 'Beheizte Schläuche' }),
      translationRow({
        source: 'Up to {count} mixheads',
        reason: 'The placeholder {count} was lost.',
        context: 'option mixhead/mh-12 of HX',
      }),
    ]);
    openPage();
    const reviewed = await rowOf('Heated hoses');
    expect(within(reviewed).getByText('Beheizte Schläuche').getAttribute('lang')).toBe('de');
    expect(within(reviewed).getByText('Reviewed')).toBeTruthy();
    const refusedRow = await rowOf('Up to {count} mixheads');
    expect(refusedRow.textContent).toContain('option mixhead/mh-12 of HX');
    expect(refusedRow.textContent).toContain('German');
    expect(within(refusedRow).getByText('Missing')).toBeTruthy();
    expect(within(refusedRow).getByText('Add a translation')).toBeTruthy();
    expect(refusedRow.textContent).toContain(
      'Machine translation refused: The placeholder {count} was lost.',
    );
    expect(screen.getByText('2 texts')).toBeTruthy();
  });

  it('asks for the filters of the address, and writes a changed filter and the typed search into it', async () => {
    const server = translationsServer([
      translationRow({ source: 'Heated hoses', locale: 'ko', machine: 'hx' }),
      translationRow({ source: 'Day tank', locale: 'ko', machine: 'hx' }),
      translationRow({ source: 'Cold hoses', locale: 'de', machine: 'hx' }),
    ]);
    const { router } = openPage('?machine=hx&locale=ko&state=missing&q=hoses');
    await rowOf('Heated hoses');
    expect(screen.queryByText('Day tank')).toBeNull();
    const asked = server.lists().at(-1) as URLSearchParams;
    expect(JSON.parse(asked.get('filter') ?? '')).toEqual({ machine: 'hx', locale: 'ko', state: 'missing' });
    expect(asked.get('search')).toBe('hoses');
    expect(asked.get('pageSize')).toBe('200');
    expect((screen.getByRole('textbox', { name: 'Search the texts' }) as HTMLInputElement).value).toBe(
      'hoses',
    );

    fireEvent.change(screen.getByRole('textbox', { name: 'Search the texts' }), {
      target: { value: 'tank' },
    });
    await waitFor(() => expect(router.state.location.search).toContain('q=tank'));
    await rowOf('Day tank');

    fireEvent.click(screen.getByRole('combobox', { name: 'State' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Reviewed' }));
    await waitFor(() =>
      expect(router.state.location.search).toBe('?machine=hx&locale=ko&state=reviewed&q=tank'),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await rowOf('Cold hoses');
  });

  it('renders only the rows near the view of 10,000, and asks for the part they are in', async () => {
    const rows = Array.from({ length: 10_000 }, (_, i) =>
      translationRow({ key: `k.${String(i).padStart(5, '0')}`, source: `Text ${i}` }),
    );
    const server = translationsServer(rows);
    openPage();
    await rowOf('Text 0');
    expect(screen.getByText('10.000 texts')).toBeTruthy();
    const table = await grid();
    const rendered = within(table).getAllByRole('row').length;
    expect(rendered).toBeGreaterThan(5);
    expect(rendered).toBeLessThan(40);
    expect(table.getAttribute('aria-rowcount')).toBe('10001');
    expect(server.lists().map((params) => params.get('page'))).toEqual([null]);
  });

  it('edits a translation in place: Enter saves it reviewed and gives the focus back; Escape cancels', async () => {
    const server = translationsServer([
      translationRow({
        id: 'de:a',
        key: 'a',
        source: 'Heated hoses',
        state: 'machine',
        text: 'Beheizt',
        version: 3,
      }),
      translationRow({ id: 'de:b', key: 'b', source: 'Day tank' }),
    ]);
    openPage();
    let row = await rowOf('Heated hoses');
    fireEvent.click(within(row).getByRole('button', { name: /^Edit the German translation: Beheizt/ }));
    const field = within(row).getByRole('textbox', { name: 'German translation of “Heated hoses”' });
    expect(document.activeElement).toBe(field);
    fireEvent.change(field, { target: { value: 'Beheizte Schläuche ' } });
    fireEvent.keyDown(field, { key: 'Enter' });
    await waitFor(() => expect(within(row).queryByRole('textbox')).toBeNull());
    const patch = server.calls.find((call) => call.method === 'PATCH');
    expect(patch?.url).toBe('/api/admin/translations/de%3Aa');
    expect(JSON.parse(patch?.body ?? '')).toEqual({
      expectedVersion: 3,
      values: { text: 'Beheizte Schläuche' },
    });
    row = await rowOf('Heated hoses');
    const button = within(row).getByRole('button', {
      name: /^Edit the German translation: Beheizte Schläuche/,
    });
    expect(document.activeElement).toBe(button);
    expect(within(row).getByText('Reviewed')).toBeTruthy();
    await waitFor(() => expect(server.procedure('translationsAdmin.progress').length).toBeGreaterThan(1));

    const other = await rowOf('Day tank');
    fireEvent.click(within(other).getByRole('button', { name: /^Edit the German translation/ }));
    const otherField = within(other).getByRole('textbox');
    fireEvent.change(otherField, { target: { value: 'Tagesbehälter' } });
    fireEvent.keyDown(otherField, { key: 'Escape' });
    expect(within(other).queryByRole('textbox')).toBeNull();
    expect(within(other).getByText('Add a translation')).toBeTruthy();
    expect(server.calls.filter((call) => call.method === 'PATCH')).toHaveLength(1);
  });

  it('saves when the focus leaves the field, and moves between rows with the arrow keys', async () => {
    const server = translationsServer([
      translationRow({ id: 'de:a', key: 'a', source: 'Heated hoses' }),
      translationRow({ id: 'de:b', key: 'b', source: 'Day tank' }),
    ]);
    openPage();
    const first = await rowOf('Heated hoses');
    const firstButton = within(first).getByRole('button', { name: /^Edit the German translation/ });
    firstButton.focus();
    fireEvent.keyDown(firstButton, { key: 'ArrowDown' });
    const second = await rowOf('Day tank');
    await waitFor(() =>
      expect(document.activeElement).toBe(
        within(second).getByRole('button', { name: /^Edit the German translation/ }),
      ),
    );
    fireEvent.click(within(second).getByRole('button', { name: /^Edit the German translation/ }));
    const field = within(second).getByRole('textbox');
    fireEvent.change(field, { target: { value: 'Tagesbehälter' } });
    fireEvent.blur(field);
    await waitFor(() => expect(server.rows[1]).toMatchObject({ text: 'Tagesbehälter', state: 'reviewed' }));
    await waitFor(() => expect(within(second).getByText('Tagesbehälter')).toBeTruthy());
  });

  it('a stale edit opens the conflict dialog: theirs against mine, and mine saved over theirs on request', async () => {
    const server = translationsServer([
      translationRow({ id: 'de:a', key: 'a', source: 'Heated hoses', state: 'machine', text: 'Beheizt' }),
    ]);
    openPage();
    const row = await rowOf('Heated hoses');
    // Someone else saves first.
    Object.assign(server.rows[0] as object, { text: 'Beheizte Leitungen', state: 'reviewed', version: 2 });
    fireEvent.click(within(row).getByRole('button', { name: /^Edit the German translation/ }));
    const field = within(row).getByRole('textbox');
    fireEvent.change(field, { target: { value: 'Beheizte Schläuche' } });
    fireEvent.keyDown(field, { key: 'Enter' });
    const dialog = await screen.findByRole('dialog', {
      name: 'Someone else changed the German translation of “Heated hoses”',
    });
    const compared = within(dialog).getByTestId('conflict-text');
    expect(compared.textContent).toBe('TranslationBeheizte LeitungenBeheizte Schläuche');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Overwrite with mine' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const patches = server.calls
      .filter((call) => call.method === 'PATCH')
      .map((call) => JSON.parse(call.body));
    expect(patches.map((body) => body.expectedVersion)).toEqual([1, 2]);
    expect(server.rows[0]).toMatchObject({ text: 'Beheizte Schläuche', version: 3 });
    expect(within(await rowOf('Heated hoses')).getByText('Beheizte Schläuche')).toBeTruthy();
  });

  it('marks the selected machine translations reviewed, with their versions', async () => {
    const server = translationsServer([
      translationRow({
        id: 'de:a',
        key: 'a',
        source: 'Heated hoses',
        state: 'machine',
        text: 'A',
        version: 4,
      }),
      translationRow({ id: 'de:b', key: 'b', source: 'Day tank', state: 'machine', text: 'B' }),
      translationRow({ id: 'de:c', key: 'c', source: 'Mixhead' }),
    ]);
    openPage();
    fireEvent.click(within(await rowOf('Heated hoses')).getByRole('checkbox'));
    fireEvent.click(within(await rowOf('Mixhead')).getByRole('checkbox'));
    expect(screen.getByText('2 texts selected')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Mark reviewed (1)' }));
    await waitFor(() =>
      expect(server.procedure('translationsAdmin.markReviewed').map((call) => call.input)).toEqual([
        { items: [{ id: 'de:a', version: 4 }] },
      ]),
    );
    await waitFor(async () => expect(within(await rowOf('Heated hoses')).getByText('Reviewed')).toBeTruthy());
    expect(screen.queryByText(/selected$/)).toBeNull();
    expect(within(await rowOf('Day tank')).getByText('Machine-translated')).toBeTruthy();
  });

  it('translates the selected texts: one job per language, for their keys', async () => {
    const server = translationsServer(
      [
        translationRow({ id: 'de:a', key: 'a', source: 'Heated hoses' }),
        translationRow({ id: 'ja:a', key: 'a', locale: 'ja', source: 'Heated hoses' }),
        translationRow({
          id: 'ja:b',
          key: 'b',
          locale: 'ja',
          source: 'Day tank',
          state: 'reviewed',
          text: 'x',
        }),
      ],
      {
        llm: true,
        procedures: {
          'translationsAdmin.machineTranslate': (input) =>
            ok({
              jobId:
                (input as { locale: string }).locale === 'de'
                  ? '0b9f5d0e-1c3a-4d7e-9a51-3f5c2b7d8e01'
                  : '0b9f5d0e-1c3a-4d7e-9a51-3f5c2b7d8e02',
              total: 1,
              alreadyRunning: false,
            }),
          'translationsAdmin.job': () => ok(job({ status: 'done', done: 1, total: 1 })),
        },
      },
    );
    openPage();
    await rowOf('Day tank');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select every text loaded' }));
    expect(screen.getByText('3 texts selected')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Mark reviewed' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Translate selected (2)' }));
    await waitFor(() =>
      expect(server.procedure('translationsAdmin.machineTranslate').map((call) => call.input)).toEqual([
        { locale: 'de', keys: ['a'] },
        { locale: 'ja', keys: ['a'] },
      ]),
    );
    await waitFor(() => expect(screen.getAllByTestId('translation-job')).toHaveLength(2));
  });

  it('without an endpoint, "Translate missing" says what to configure, with the Ollama one-liner', async () => {
    translationsServer([translationRow({ source: 'Heated hoses' })]);
    openPage();
    const panel = await screen.findByRole('region', { name: 'Machine translation' }, SLOW);
    await waitFor(() =>
      expect(
        within(panel).getByText('No model is configured yet: the button says what to set.'),
      ).toBeTruthy(),
    );
    expect(within(panel).getByText('Built with Meta Llama 3')).toBeTruthy();
    fireEvent.click(within(panel).getByRole('button', { name: 'Translate missing' }));
    const alert = await within(panel).findByTestId('translation-refusal');
    expect(alert.textContent).toContain('Machine translation is not set up on this server');
    expect(alert.textContent).toContain('Set LLM_BASE_URL');
    expect(within(alert).getByText('ollama run llama3').tagName).toBe('CODE');
  });

  it('follows a job every second to its end, lists the refused texts, and reads the grid and progress again', async () => {
    vi.useFakeTimers({
      shouldAdvanceTime: true,
      toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
    });
    let state = job({ status: 'running', done: 1, total: 4 });
    const server = translationsServer([translationRow({ source: 'Heated hoses' })], {
      llm: true,
      procedures: {
        'translationsAdmin.machineTranslate': () => ok({ jobId: state.id, total: 4, alreadyRunning: false }),
        'translationsAdmin.job': () => ok(state),
        'translationsAdmin.failures': () =>
          ok({
            items: [
              {
                id: 'de:x',
                key: 'x',
                context: 'option mixhead/mh-12 of HX',
                source: 'Up to {count} mixheads',
                reason: 'The placeholder {count} was lost.',
              },
            ],
            total: 1,
          }),
      },
    });
    openPage();
    const panel = await screen.findByRole('region', { name: 'Machine translation' }, SLOW);
    await waitFor(() => expect(within(panel).getByText('Model: llama3')).toBeTruthy());
    fireEvent.click(within(panel).getByRole('button', { name: 'Translate missing' }));
    const card = await within(panel).findByTestId('translation-job');
    await waitFor(() =>
      expect(within(card).getByTestId('job-summary').textContent).toBe('1 of 4 translated'),
    );
    expect(within(card).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('25');
    const lists = server.lists().length;

    state = { ...state, done: 2 };
    await act(() => vi.advanceTimersByTimeAsync(JOB_POLL_MS));
    await waitFor(() =>
      expect(within(card).getByTestId('job-summary').textContent).toBe('2 of 4 translated'),
    );
    state = { ...state, status: 'done', done: 3, failed: 1 };
    await act(() => vi.advanceTimersByTimeAsync(JOB_POLL_MS));
    await waitFor(() =>
      expect(within(card).getByTestId('job-summary').textContent).toBe('3 of 4 translated, 1 refused.'),
    );
    expect(card.getAttribute('data-status')).toBe('done');
    expect((await within(card).findByTestId('job-failures')).textContent).toContain(
      'The placeholder {count} was lost.',
    );
    await waitFor(() => expect(server.lists().length).toBeGreaterThan(lists));
    const polls = server.procedure('translationsAdmin.job').length;
    await act(() => vi.advanceTimersByTimeAsync(JOB_POLL_MS * 3));
    expect(server.procedure('translationsAdmin.job').length).toBe(polls);
  });

  it('finds the running job again after a reload, and cancels it after a confirmation', async () => {
    const running = job({ status: 'running', done: 2, total: 8 });
    let cancelled = false;
    const server = translationsServer([translationRow()], {
      llm: true,
      procedures: {
        'translationsAdmin.jobs': () => ok([running, job({ id: 'ended', status: 'done' })]),
        'translationsAdmin.job': () => ok(cancelled ? { ...running, status: 'cancelled' } : running),
        'translationsAdmin.cancel': () => {
          cancelled = true;
          return ok({ ...running, status: 'cancelled' });
        },
      },
    });
    openPage();
    const card = await screen.findByTestId('translation-job', {}, SLOW);
    expect(screen.getAllByTestId('translation-job')).toHaveLength(1);
    await waitFor(() => expect(card.textContent).toContain('German: translating…'));
    fireEvent.click(within(card).getByRole('button', { name: 'Cancel…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Stop the machine translation into German?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Stop translating' }));
    await waitFor(() => expect(card.getAttribute('data-status')).toBe('cancelled'));
    expect(server.procedure('translationsAdmin.cancel').map((call) => call.input)).toEqual([
      { jobId: running.id },
    ]);
    expect(within(card).getByTestId('job-summary').textContent).toBe('Stopped after 2 of 8: 2 translated.');
  });

  it('says when nothing matches or nothing is there yet, and when the list fails', async () => {
    translationsServer([]);
    openPage();
    expect(await screen.findByText('No texts yet.', {}, SLOW)).toBeTruthy();
    cleanup();
    vi.unstubAllGlobals();

    translationsServer([translationRow({ locale: 'ja' })]);
    openPage('?locale=de');
    expect(await screen.findByText('No texts match.', {}, SLOW)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Clear search and filters' }));
    expect(await screen.findByText('1 text')).toBeTruthy();
    cleanup();
    vi.unstubAllGlobals();

    translationsServer([], {
      extra: {
        '/api/admin/translations': () =>
          json({ error: { code: 'INTERNAL', message: 'The database is away.' } }, 503),
      },
    });
    openPage();
    expect(await screen.findByText('The list could not be loaded', {}, SLOW)).toBeTruthy();
    expect(screen.getByText('The database is away.')).toBeTruthy();
  });

  it('imports a sheet of one language through the preview; the glossary is a tab of its own', async () => {
    const glossaryList = vi.fn(() =>
      json({
        data: {
          items: [{ id: '3f0c0e43-0d2e-4bfb-9b5c-1f1b2b0e7a11', version: 1, term: 'Meterline', note: null }],
          total: 1,
        },
      }),
    );
    translationsServer([translationRow()], { extra: { '/api/admin/glossary': glossaryList } });
    const { router } = openPage('?locale=ja');
    fireEvent.click(await screen.findByRole('button', { name: 'Import…' }, SLOW));
    const dialog = await screen.findByRole('dialog', { name: 'Import translations' });
    expect(dialog.textContent).toContain(
      'Rows with an id and version update that item and items left out of the sheet stay as they are.',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    fireEvent.click(screen.getByRole('tab', { name: 'Glossary' }));
    await waitFor(() => expect(router.state.location.search).toBe('?locale=ja&tab=glossary'));
    const table = await screen.findByRole('table', { name: 'Glossary terms' });
    expect(within(table).getByText('Meterline')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'New glossary term' }));
    await waitFor(() => expect(router.state.location.search).toBe('?locale=ja&tab=glossary&item=new'));
  });

  it('admin users get the no-access page and no call is made', async () => {
    const { calls } = stubFetch(
      serverRoutes(sessionFor('admin'), { '/api/trpc/*': () => json([{ result: { data: [] } }]) }),
    );
    openPage();
    expect(await screen.findByRole('heading', { name: 'No access' }, SLOW)).toBeTruthy();
    expect(calls.some((call) => call.url.includes('translations'))).toBe(false);
  });
});

// The tRPC error of a refused start, as the page shows it (e.g. nothing left to translate).
describe('a refused start', () => {
  it('says there is nothing to translate', async () => {
    translationsServer([translationRow({ state: 'reviewed', text: 'x' })], {
      llm: true,
      procedures: {
        'translationsAdmin.machineTranslate': () =>
          refused(
            'UNPROCESSABLE_CONTENT',
            422,
            'Nothing to translate: every text has a translation in German.',
          ),
      },
    });
    openPage();
    const panel = await screen.findByRole('region', { name: 'Machine translation' }, SLOW);
    await waitFor(() => expect(within(panel).getByText('Model: llama3')).toBeTruthy());
    fireEvent.click(within(panel).getByRole('button', { name: 'Translate missing' }));
    const alert = await within(panel).findByTestId('translation-refusal');
    expect(alert.textContent).toBe(
      'Nothing to translateNothing to translate: every text has a translation in German.',
    );
  });
});
