// Visitors are counted without a cookie or any identifier kept (docs/product.md#analytics): a hash of the
// day's salt, the IP address and the user agent. The salt lives in memory and in the database only for its
// day (queries/analytics.ts), so the same person is one visitor within a day and cannot be recognised on
// another, nor yesterday's hashes made again from an IP address.
import { createHash } from 'node:crypto';
import type { Db } from '../../db/client.ts';
import { saltOfDay } from '../../db/queries/analytics.ts';

const dayOf = (now: Date) => now.toISOString().slice(0, 10);

export class VisitorHasher {
  #day: string | null = null;
  #salt: Promise<string> | null = null;

  /** The visitor's hash for the day of `now` (UTC). */
  async hash(db: Db, ip: string, userAgent: string, now: Date): Promise<string> {
    const day = dayOf(now);
    if (day !== this.#day || !this.#salt) {
      this.#day = day;
      this.#salt = saltOfDay(db, day);
      // A failed read is tried again with the next batch.
      this.#salt.catch(() => {
        if (this.#day === day) this.#salt = null;
      });
    }
    const salt = await this.#salt;
    return createHash('sha256').update(`${salt}\n${ip}\n${userAgent}`).digest('base64url').slice(0, 22);
  }
}
