// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { serverRoutes, sessionFor, stubFetch } from '../../../testing/render.tsx';
import { renderAdmin } from '../testing/admin-testing.tsx';
import { FindingsPanel } from './findings-panel.tsx';
import type { LiveFinding } from './live-check.ts';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const missing = (locale: string): LiveFinding => ({
  finding: {
    code: 'MISSING_TRANSLATION',
    message: `hx: option interfaces/ethercat has no ${locale} translation (key configurator.hx.x).`,
    key: 'configurator.hx.x',
    locale,
  },
  severity: 'warning',
  id: `missing-${locale}`,
  section: 'steps',
  subStepSlug: 'interfaces',
  value: 'ethercat',
});

describe('the model check beside the editor', () => {
  it('links a missing translation to the translations page, filtered to the machine, the language and what is missing', () => {
    stubFetch(serverRoutes(sessionFor('development')));
    renderAdmin(
      <FindingsPanel
        errors={[]}
        warnings={[missing('de'), missing('ko')]}
        onOpen={() => undefined}
        names={new Map()}
        machine="hx"
      />,
    );
    const warnings = screen.getByRole('region', { name: 'Warnings of the model check' });
    const links = within(warnings).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      [
        'Open the missing DE texts of this machine',
        '/admin/public-configurator/translations?machine=hx&locale=de&state=missing',
      ],
      [
        'Open the missing KO texts of this machine',
        '/admin/public-configurator/translations?machine=hx&locale=ko&state=missing',
      ],
    ]);
    // The finding itself still opens the option it names.
    expect(within(warnings).getAllByRole('button', { name: /has no de translation/ })).toHaveLength(1);
  });
});
