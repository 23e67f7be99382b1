// Money is held in integer cents so that sums are exact; only products with rates need rounding.

const RATE_SCALE = 1_000_000_000;
const RATE_SCALE_BIG = BigInt(RATE_SCALE);

/** Math.round rounds -2.5 to -2; prices and credits must round symmetrically. */
export function roundHalfAwayFromZero(x: number): number {
  const rounded = Math.sign(x) * Math.round(Math.abs(x));
  return rounded + 0; // no -0 in results
}

/**
 * EUR → integer cents, half away from zero. 1.005 * 100 is 100.49999999999999 in binary floating
 * point; reading the product back at 15 significant digits recovers the decimal the data meant.
 * Undefined for non-finite input: callers check and report it in their own terms.
 */
export function eurToCents(eur: number): number {
  const cents = eur * 100;
  if (Number.isInteger(cents)) return cents + 0;
  return roundHalfAwayFromZero(Number(cents.toPrecision(15)));
}

export function centsToEur(cents: number): number {
  return cents / 100 + 0;
}

/**
 * round(rate × factor × cents), exact and rounded once half away from zero. The rate is taken to
 * nine decimals; the product of rate, option count and a large total overflows 2^53, hence BigInt.
 */
export function applyRate(rate: number, factor: number, cents: number): number {
  const scaledRate = BigInt(Math.round(Number((rate * RATE_SCALE).toPrecision(15))));
  const numerator = scaledRate * BigInt(factor) * BigInt(cents);
  let quotient = numerator / RATE_SCALE_BIG;
  const remainder = numerator % RATE_SCALE_BIG;
  const twice = (remainder < 0n ? -remainder : remainder) * 2n;
  if (twice >= RATE_SCALE_BIG) quotient += numerator < 0n ? -1n : 1n;
  return Number(quotient) + 0;
}
