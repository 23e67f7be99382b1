import { describe, expect, it, vi } from 'vitest';
import type { MessageTree } from './messages.ts';
import { TextStore } from './text-store.ts';

const en = { greeting: 'Hello {{name}}', nested: { deep: 'Step {{current}} of {{count}}' } };
const de = { greeting: 'Hallo {{name}}', nested: { deep: 'Schritt {{current}} von {{count}}' } };

function deferred() {
  let resolve!: (tree: MessageTree) => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<MessageTree>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('the text store', () => {
  it('reads nested keys and fills placeholders; a missing text is its key, or the default asked for', () => {
    const onMissing = vi.fn();
    const store = new TextStore('en', { defaultNS: 'common', resources: { en: { common: en } }, onMissing });
    const t = store.getFixedT('en', 'common');
    expect(t('greeting', { name: 'Ada' })).toBe('Hello Ada');
    expect(t('nested.deep', { current: 2, count: 7 })).toBe('Step 2 of 7');
    expect(t('greeting')).toBe('Hello {{name}}');
    expect(t('greeting', { other: 1 })).toBe('Hello {{name}}');
    expect(t('nested')).toBe('nested');
    expect(t('nowhere.at.all')).toBe('nowhere.at.all');
    expect(t('nowhere', { defaultValue: 'Panel line' })).toBe('Panel line');
    expect(onMissing).toHaveBeenCalledWith('en', 'common', 'nested');
  });

  it('loads its default namespace, says when it is initialized, and loads a namespace asked for', async () => {
    const files = new Map([
      ['en|common', deferred()],
      ['en|configurator', deferred()],
    ]);
    const source = vi.fn(
      (language: string, namespace: string) => files.get(`${language}|${namespace}`)?.promise,
    );
    const store = new TextStore('en', { defaultNS: 'common', source });
    const initialized = vi.fn();
    store.on('initialized', initialized);
    expect(store.isInitialized).toBe(false);
    files.get('en|common')?.resolve(en);
    await vi.waitFor(() => expect(initialized).toHaveBeenCalled());
    expect(store.hasLoadedNamespace('common')).toBe(true);
    expect(store.hasLoadedNamespace('configurator')).toBe(false);
    const done = vi.fn();
    const loading = store.loadNamespaces('configurator', done);
    files.get('en|configurator')?.reject(new Error('offline'));
    await loading;
    // A file that failed counts as done: its keys show instead of a page waiting for ever.
    expect(done).toHaveBeenCalled();
    expect(store.hasLoadedNamespace('configurator')).toBe(true);
    expect(store.hasResourceBundle('en', 'configurator')).toBe(false);
    expect(store.getFixedT('en', 'configurator')('title')).toBe('title');
    expect(source).toHaveBeenCalledTimes(2);
  });

  it('switches language after loading every namespace known so far in it, and says so', async () => {
    const source = vi.fn(async (language: string) => (language === 'de' ? de : en));
    const store = new TextStore('en', { defaultNS: 'common', source });
    await store.loadNamespaces(['common', 'extra']);
    const changed = vi.fn();
    store.on('languageChanged', changed);
    await store.loadLanguages('de');
    expect(store.hasResourceBundle('de', 'common')).toBe(true);
    expect(store.hasResourceBundle('de', 'extra')).toBe(true);
    expect(store.language).toBe('en');
    await store.changeLanguage('de');
    expect(store.language).toBe('de');
    expect(changed).toHaveBeenCalledWith('de');
    expect(store.getFixedT('de')('greeting', { name: 'Ada' })).toBe('Hallo Ada');
    store.off('languageChanged', changed);
    await store.changeLanguage('en');
    expect(changed).toHaveBeenCalledTimes(1);
  });
});
