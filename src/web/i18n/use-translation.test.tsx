// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { createI18n } from './i18n.ts';
import { TextsProvider, useTranslation } from './use-translation.tsx';

afterEach(cleanup);

function Title({ namespace }: { namespace: string }) {
  const { t } = useTranslation(namespace);
  return <h1>{t('startOver')}</h1>;
}

function renderTitle(namespace: string, locale: 'de' | 'en' = 'de') {
  const i18n = createI18n(locale);
  render(
    <TextsProvider i18n={i18n}>
      <Suspense fallback={<p>loading</p>}>
        <Title namespace={namespace} />
      </Suspense>
    </TextsProvider>,
  );
  return i18n;
}

describe('useTranslation', () => {
  it("waits for the namespace's texts, then shows them in the instance's language", async () => {
    const i18n = renderTitle('configurator');
    expect(screen.getByText('loading')).toBeTruthy();
    expect((await screen.findByRole('heading')).textContent).toBe('Neu beginnen');
    // Loaded on demand: the namespace was not among the instance's first ones.
    expect(i18n.hasResourceBundle('de', 'configurator')).toBe(true);
  });

  it('renders again in the new language once the language changes', async () => {
    const i18n = renderTitle('configurator');
    await screen.findByRole('heading');
    await act(async () => {
      await i18n.loadLanguages('en');
      await i18n.changeLanguage('en');
    });
    expect(screen.getByRole('heading').textContent).toBe('Start over');
  });

  it('says what is missing when there is no provider', () => {
    const errors = console.error;
    console.error = () => undefined;
    try {
      expect(() => render(<Title namespace="configurator" />)).toThrow(/needs a <TextsProvider>/);
    } finally {
      console.error = errors;
    }
  });
});
