// The sign-in limits (docs/decisions/012-sign-in-lock-per-account-and-address.md). A password guess
// is counted per address, and per account *from that address*: a lock anyone could trigger for any
// account would be a denial of service, so the owner's own address keeps getting in. E-mail links are
// counted per address and per target account, which bounds the mails an account can be sent.
import type { Db } from '../db/client.ts';
import {
  countAttemptInOrder,
  forgiveAttempt as forgiveOne,
  type RateLimit,
  type RateLimitDecision,
  resetAttempts,
  waitText,
} from '../db/queries/rate-limits.ts';

/** The 6th failure for one account from one address within the window answers 429. */
export const MAX_FAILURES = 5;
/** An office behind one address should not be locked out by one person's typos. */
export const MAX_FAILURES_PER_IP = 20;
const FAILURE_WINDOW_MS = 5 * 60 * 1000;

/** Sign-in links: a link is valid for 15 minutes, so more than three live ones help no one. */
export const MAX_LINKS_PER_ACCOUNT = 3;
export const MAX_LINKS_PER_IP = 10;
const LINK_WINDOW_MS = 15 * 60 * 1000;

const SIGN_IN_ACCOUNT_LIMIT: RateLimit = {
  name: 'account-ip',
  max: MAX_FAILURES,
  windowMs: FAILURE_WINDOW_MS,
};
const SIGN_IN_IP_LIMIT: RateLimit = {
  name: 'ip',
  max: MAX_FAILURES_PER_IP,
  windowMs: FAILURE_WINDOW_MS,
};
const SIGN_IN_LINK_ACCOUNT_LIMIT: RateLimit = {
  name: 'link-account',
  max: MAX_LINKS_PER_ACCOUNT,
  windowMs: LINK_WINDOW_MS,
};
const SIGN_IN_LINK_IP_LIMIT: RateLimit = {
  name: 'link-ip',
  max: MAX_LINKS_PER_IP,
  windowMs: LINK_WINDOW_MS,
};

// A newline cannot be part of an e-mail or an address, so no two pairs share a subject.
const accountFrom = (email: string, ip: string) => ({
  limit: SIGN_IN_ACCOUNT_LIMIT,
  subject: `${email.trim().toLowerCase()}\n${ip}`,
});
const address = (ip: string) => ({ limit: SIGN_IN_IP_LIMIT, subject: ip });

export type Reservation = Pick<RateLimitDecision, 'allowed' | 'retryAfterS'>;

/**
 * Counts a sign-in attempt as a failure before the password is checked: first for the address, then,
 * unless the address is already refused, for the account from that address (each atomically, so
 * parallel guesses cannot slip through). A successful sign-in takes it back (`forgiveAttempt`).
 */
export async function reserveAttempt(db: Db, email: string, ip: string): Promise<Reservation> {
  const { allowed, retryAfterS } = await countAttemptInOrder(db, [address(ip), accountFrom(email, ip)]);
  return { allowed, retryAfterS };
}

/** A successful sign-in: the account starts afresh there, the address loses the attempt it reserved. */
export async function forgiveAttempt(db: Db, email: string, ip: string): Promise<void> {
  await resetAttempts(db, accountFrom(email, ip));
  await forgiveOne(db, address(ip));
}

/**
 * Counts a request for a sign-in link, for the address and then, unless it is refused, for the
 * account (`email` as `normaliseEmailIdentifier` gives it). Unknown accounts count alike, so the
 * answer tells nothing about which exist.
 */
export async function reserveLink(db: Db, email: string, ip: string): Promise<Reservation> {
  const { allowed, retryAfterS } = await countAttemptInOrder(db, [
    { limit: SIGN_IN_LINK_IP_LIMIT, subject: ip },
    { limit: SIGN_IN_LINK_ACCOUNT_LIMIT, subject: email },
  ]);
  return { allowed, retryAfterS };
}

/** What a person reads when a reservation is refused (in minutes: the windows are minutes long). */
export function tooManyAttemptsMessage(reservation: Reservation, what = 'attempts'): string {
  return `Too many failed ${what}. Please wait ${waitText(Math.max(60, reservation.retryAfterS))} and try again.`;
}

export function tooManyLinksMessage(reservation: Reservation): string {
  return `Too many sign-in links were requested. Please wait ${waitText(Math.max(60, reservation.retryAfterS))} and try again, or sign in with your password.`;
}
