// Test data and a tRPC double for the public site's component tests.
import type { FinderPump } from '../../../../domain/finder.ts';
import type { InterfaceLocale } from '../../../../domain/format.ts';
import type { EnabledLocale, MachineCatalogue } from '../../../lib/public-site-data.ts';
import { type Answer, json } from '../../../testing/render.tsx';

const pump = (id: string, displacementCm3PerRev: number): FinderPump => ({
  id,
  name: id.toUpperCase(),
  displacementCm3PerRev,
  minRpm: 150,
  maxRpm: 1500,
});

/**
 * Three machines: Alpha (high pressure, two dosing lines, 15–150 and 30–300 cm³/s at 50 Hz), Beta (low
 * pressure, one line, 7.5–75 cm³/s), Gamma coming soon.
 */
export function catalogue(locale: InterfaceLocale = 'en'): MachineCatalogue {
  const name = (en: string, de: string) => (locale === 'de' ? de : en);
  return {
    locale,
    mixheads: [
      { id: 'mh-small', name: 'MH Small', minGPerS: 5, maxGPerS: 120 },
      { id: 'mh-big', name: 'MH Big', minGPerS: 40, maxGPerS: 400 },
    ],
    machines: [
      {
        id: 'm-alpha',
        slug: 'alpha',
        name: name('Alpha Series', 'Alpha-Serie'),
        description: name('High-pressure machine for moulded foam.', 'Hochdruckmaschine für Formschaum.'),
        comingSoon: false,
        pressureClass: 'high',
        components: 2,
        applications: ['rigid', 'flexible'],
        versions: [
          {
            id: 'v-a100',
            name: 'Alpha 100',
            polyPump: pump('p6', 3),
            isoPump: pump('i6', 3),
            mixheadIds: ['mh-small', 'mh-big'],
          },
          {
            id: 'v-a200',
            name: 'Alpha 200',
            polyPump: pump('p12', 6),
            isoPump: pump('i12', 6),
            mixheadIds: ['mh-big'],
          },
        ],
      },
      {
        id: 'm-beta',
        slug: 'beta',
        name: name('Beta Series', 'Beta-Serie'),
        description: name('Low-pressure machine for elastomers.', 'Niederdruckmaschine für Elastomere.'),
        comingSoon: false,
        pressureClass: 'low',
        components: 3,
        applications: ['elastomer'],
        versions: [
          {
            id: 'v-b10',
            name: 'Beta 10',
            polyPump: pump('g3', 1.5),
            isoPump: pump('g3b', 1.5),
            mixheadIds: ['mh-small'],
          },
        ],
      },
      {
        id: 'm-gamma',
        slug: 'gamma',
        name: 'Gamma',
        description: name('Coming next year.', 'Kommt im nächsten Jahr.'),
        comingSoon: true,
        pressureClass: 'high',
        components: 2,
        applications: ['rigid'],
        versions: [],
      },
    ],
  };
}

export const LOCALES: EnabledLocale[] = [
  { code: 'en', name: 'English', englishName: 'English' },
  { code: 'de', name: 'Deutsch', englishName: 'German' },
  { code: 'ja', name: '日本語', englishName: 'Japanese' },
];

type Procedures = Record<string, (input: unknown) => unknown>;

/**
 * Answers GET /api/trpc/<a>,<b>?batch=1&input=… like the server: one result per procedure, or a
 * NOT_FOUND error for a procedure the test did not provide.
 */
function trpcAnswers(procedures: Procedures): Answer {
  return ({ url }) => {
    const names = decodeURIComponent(url.pathname.slice('/api/trpc/'.length)).split(',');
    const inputs = JSON.parse(url.searchParams.get('input') ?? '{}') as Record<string, unknown>;
    return json(
      names.map((name, index) => {
        const handler = procedures[name];
        if (!handler) {
          return {
            error: { message: `no ${name}`, code: -32004, data: { code: 'NOT_FOUND', httpStatus: 404 } },
          };
        }
        return { result: { data: handler(inputs[String(index)]) } };
      }),
    );
  };
}

/** The public reads of the header and the pages. */
export function publicApi(extra: Procedures = {}): Record<string, Answer> {
  return {
    '/api/trpc/*': trpcAnswers({
      'publicConfigurator.locales': () => LOCALES,
      'publicConfigurator.machineCatalogue': (input) =>
        catalogue((input as { locale: InterfaceLocale }).locale),
      ...extra,
    }),
  };
}
