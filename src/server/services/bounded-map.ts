/**
 * A Map that forgets its oldest entries beyond a size: caches keyed by what callers send stay bounded.
 * The size is a number of entries, or, with `weigh`, the sum of the entries' weights (e.g. their bytes),
 * for caches whose values differ widely in size.
 */
export class BoundedMap<K, V> extends Map<K, V> {
  readonly #weigh: ((value: V) => number) | undefined;
  #weight = 0;

  constructor(
    readonly limit: number,
    options: { weigh?: (value: V) => number } = {},
  ) {
    super();
    this.#weigh = options.weigh;
  }

  /** The entries' total weight (their number without `weigh`). */
  get weight(): number {
    return this.#weigh ? this.#weight : this.size;
  }

  override set(key: K, value: V): this {
    const weigh = this.#weigh;
    if (!weigh) {
      if (!this.has(key) && this.size >= this.limit) {
        const oldest = this.keys().next();
        if (!oldest.done) this.delete(oldest.value);
      }
      return super.set(key, value);
    }
    const weight = weigh(value);
    // A value heavier than the whole bound is not kept: it would only push everything else out.
    if (weight > this.limit) {
      this.delete(key);
      return this;
    }
    // A replaced entry keeps its place, as without weights.
    if (this.has(key)) this.#weight -= weigh(this.get(key) as V);
    this.#weight += weight;
    super.set(key, value);
    while (this.#weight > this.limit) {
      const oldest = this.keys().next();
      if (oldest.done) break;
      this.delete(oldest.value);
    }
    return this;
  }

  override delete(key: K): boolean {
    if (this.#weigh && this.has(key)) this.#weight -= this.#weigh(this.get(key) as V);
    return super.delete(key);
  }

  override clear(): void {
    this.#weight = 0;
    super.clear();
  }
}
