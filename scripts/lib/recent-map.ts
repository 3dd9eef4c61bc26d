/**
 * A map that keeps its `max` most recently used entries: reading an entry (`get`) or writing
 * it (`set`) makes it the newest, and a write past `max` forgets the oldest.
 */
export class RecentMap<K, V> {
  readonly #entries = new Map<K, V>();

  constructor(readonly max: number) {}

  get(key: K): V | undefined {
    const value = this.#entries.get(key);
    if (value !== undefined) {
      this.#entries.delete(key);
      this.#entries.set(key, value);
    }
    return value;
  }

  set(key: K, value: V): void {
    this.#entries.delete(key);
    this.#entries.set(key, value);
    for (const oldest of this.#entries.keys()) {
      if (this.#entries.size <= this.max) break;
      this.#entries.delete(oldest);
    }
  }

  get size(): number {
    return this.#entries.size;
  }
}
