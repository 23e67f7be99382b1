import type { Db } from '../db/client.ts';
import {
  countAttempt,
  forgiveAttempt as forgiveOne,
  type RateLimit,
  type RateLimitDecision,
  resetAttempts,
  waitText,
} from '../db/queries/rate-limits.ts';

/** The 6th failure for one account within the window answers 429. */
export const MAX_FAILURES = 5;
/** An office behind one address should not be locked out by one person's typos. */
export const MAX_FAILURES_PER_IP = 20;
export const FAILURE_WINDOW_MS = 5 * 60 * 1000;

export const SIGN_IN_ACCOUNT_LIMIT: RateLimit = {
  name: 'account',
  max: MAX_FAILURES,
  windowMs: FAILURE_WINDOW_MS,
};
export const SIGN_IN_IP_LIMIT: RateLimit = {
  name: 'ip',
  max: MAX_FAILURES_PER_IP,
  windowMs: FAILURE_WINDOW_MS,
};

const account = (email: string) => ({ limit: SIGN_IN_ACCOUNT_LIMIT, subject: email.trim().toLowerCase() });
const address = (ip: string) => ({ limit: SIGN_IN_IP_LIMIT, subject: ip });

export type Reservation = Pick<RateLimitDecision, 'allowed' | 'retryAfterS'>;

/**
 * Counts a sign-in attempt as a failure before the password is checked, for the account and the
 * address in one atomic statement; a successful sign-in takes it back (`forgiveAttempt`).
 */
export async function reserveAttempt(db: Db, email: string, ip: string): Promise<Reservation> {
  const { allowed, retryAfterS } = await countAttempt(db, [account(email), address(ip)]);
  return { allowed, retryAfterS };
}

/** A successful sign-in: the account starts afresh, the address loses the one attempt it reserved. */
export async function forgiveAttempt(db: Db, email: string, ip: string): Promise<void> {
  await resetAttempts(db, account(email));
  await forgiveOne(db, address(ip));
}

/** What a person reads when a reservation is refused (in minutes: the windows are minutes long). */
export function tooManyAttemptsMessage(reservation: Reservation, what = 'attempts'): string {
  return `Too many failed ${what}. Please wait ${waitText(Math.max(60, reservation.retryAfterS))} and try again.`;
}
