/** One rule for new passwords, shown by the UI and enforced by the server. */
export const MIN_PASSWORD_LENGTH = 10;
const MAX_PASSWORD_LENGTH = 256;

export function passwordProblem(password: string): string | null {
  if (password.length < MIN_PASSWORD_LENGTH) {
    return `The password must have at least ${MIN_PASSWORD_LENGTH} characters.`;
  }
  if (password.length > MAX_PASSWORD_LENGTH) {
    return `The password must have at most ${MAX_PASSWORD_LENGTH} characters.`;
  }
  return null;
}

/**
 * A trade-fair PIN (docs/product.md#trade-fair-mode): at least 6 digits. The account page checks it, the
 * server enforces it.
 */
export const MIN_PIN_LENGTH = 6;
export const PIN_PATTERN = /^\d{6,}$/;
