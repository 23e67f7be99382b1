// The interface texts of one app (docs/decisions/014-a-text-store-instead-of-i18next.md): per language and
// namespace a tree of strings, loaded on demand, read through `t(key, values)`. It keeps the part of
// i18next's instance the app used (the same method names, so useTranslation and the locale switch read as
// before) and nothing else: keys with dots into nested groups, `{{name}}` placeholders, the key itself when
// a text is missing, `defaultValue`. No plurals, contexts or formatters: no text of the app has them
// (locales.test.ts).
import type { MessageTree } from './messages.ts';

/** `t(key, { name: value })`: the text of `key` with its `{{name}}` placeholders filled. */
export type TFunction = (key: string, values?: Record<string, unknown>) => string;

/** Where the texts of a language and namespace come from, when they were not handed in. */
export type TextSource = (language: string, namespace: string) => Promise<MessageTree> | undefined;

type Event = 'initialized' | 'languageChanged';
type Listener = (...args: unknown[]) => void;

export type TextStoreOptions = {
  /** the namespace `t` reads when no other is named, loaded at the start */
  defaultNS: string;
  /** texts handed in (tests, the server's render): the store is ready at once and loads nothing */
  resources?: Record<string, Record<string, MessageTree>>;
  source?: TextSource;
  /** told of a key that has no text (a development aid) */
  onMissing?: (language: string, namespace: string, key: string) => void;
};

const PLACEHOLDER = /\{\{\s*([\w.-]+)\s*\}\}/g;

function lookUp(tree: MessageTree | undefined, key: string): string | undefined {
  let node: string | MessageTree | undefined = tree;
  for (const part of key.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

export class TextStore {
  language: string;
  isInitialized = false;
  readonly options: { ns: string[]; defaultNS: string };
  /** `language|namespace` → its texts, or null when loading them failed (the keys then show) */
  private readonly bundles = new Map<string, MessageTree | null>();
  private readonly loading = new Map<string, Promise<void>>();
  private readonly listeners = new Map<Event, Set<Listener>>();
  private readonly source: TextSource | undefined;
  private readonly onMissing: TextStoreOptions['onMissing'];

  constructor(language: string, options: TextStoreOptions) {
    this.language = language;
    this.options = { ns: [options.defaultNS], defaultNS: options.defaultNS };
    this.source = options.source;
    this.onMissing = options.onMissing;
    if (options.resources) {
      for (const [lng, namespaces] of Object.entries(options.resources))
        for (const [ns, tree] of Object.entries(namespaces)) this.bundles.set(`${lng}|${ns}`, tree);
      this.isInitialized = true;
    } else {
      void this.load(language, options.defaultNS).then(() => {
        this.isInitialized = true;
        this.emit('initialized');
      });
    }
  }

  /** The language a language tag is served in: the store's own. */
  get resolvedLanguage(): string {
    return this.language;
  }

  on(event: Event, listener: Listener): void {
    let set = this.listeners.get(event);
    if (!set) {
      set = new Set();
      this.listeners.set(event, set);
    }
    set.add(listener);
  }

  off(event: Event, listener: Listener): void {
    this.listeners.get(event)?.delete(listener);
  }

  private emit(event: Event, ...args: unknown[]): void {
    for (const listener of [...(this.listeners.get(event) ?? [])]) listener(...args);
  }

  private load(language: string, namespace: string): Promise<void> {
    const key = `${language}|${namespace}`;
    if (this.bundles.has(key)) return Promise.resolve();
    let promise = this.loading.get(key);
    if (!promise) {
      const texts = this.source?.(language, namespace);
      promise = (texts ?? Promise.reject(new Error(`no ${language} texts for "${namespace}"`))).then(
        (tree) => {
          this.bundles.set(key, tree);
        },
        () => {
          // A file that could not load shows its keys rather than keeping the page waiting.
          this.bundles.set(key, null);
        },
      );
      this.loading.set(key, promise);
      void promise.then(() => this.loading.delete(key));
    }
    return promise;
  }

  /** Loads namespaces in the current language; they are loaded in every language switched to later. */
  loadNamespaces(namespaces: string | readonly string[], done?: () => void): Promise<void> {
    const list = [namespaces].flat();
    for (const namespace of list) if (!this.options.ns.includes(namespace)) this.options.ns.push(namespace);
    const all = Promise.all(list.map((namespace) => this.load(this.language, namespace))).then(() => {
      done?.();
    });
    return all;
  }

  /** Loads every namespace known so far in `languages`. */
  async loadLanguages(languages: string | readonly string[]): Promise<void> {
    await Promise.all(
      [languages]
        .flat()
        .flatMap((language) => this.options.ns.map((namespace) => this.load(language, namespace))),
    );
  }

  async changeLanguage(language: string): Promise<void> {
    await this.loadLanguages(language);
    if (language === this.language) return;
    this.language = language;
    this.emit('languageChanged', language);
  }

  /** Whether the texts of `namespace` in `language` are here (not only tried). */
  hasResourceBundle(language: string, namespace: string): boolean {
    return Boolean(this.bundles.get(`${language}|${namespace}`));
  }

  /** Whether `namespace` is done loading in the current language, whether it came or failed. */
  hasLoadedNamespace(namespace: string): boolean {
    return this.bundles.has(`${this.language}|${namespace}`);
  }

  /** The texts of one language and namespace. */
  getFixedT(language: string, namespace: string = this.options.defaultNS): TFunction {
    return (key, values) => {
      const text = lookUp(this.bundles.get(`${language}|${namespace}`) ?? undefined, key);
      if (text === undefined) {
        if (values && typeof values.defaultValue === 'string') return values.defaultValue;
        this.onMissing?.(language, namespace, key);
        return key;
      }
      if (!values) return text;
      return text.replace(PLACEHOLDER, (whole, name: string) =>
        name in values && values[name] !== undefined && values[name] !== null ? String(values[name]) : whole,
      );
    };
  }
}
