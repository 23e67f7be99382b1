import { randomInt } from 'node:crypto';
import type { Role } from '../../../domain/roles.ts';
import { offlinePinVerifier } from '../../auth/offline-pin.ts';
import { hashSecret } from '../../auth/password.ts';
import type { Db } from '../client.ts';
import { insertUser } from '../queries/users.ts';

export type DemoLogin = { email: string; role: Role; name: string; tradeFair: boolean };

export const DEMO_USERS: DemoLogin[] = [
  { email: 'development@meterline.example', role: 'development', name: 'Dana Developer', tradeFair: false },
  { email: 'admin@meterline.example', role: 'admin', name: 'Alex Admin', tradeFair: false },
  { email: 'backoffice@meterline.example', role: 'backoffice', name: 'Bea Backoffice', tradeFair: false },
  { email: 'sales@meterline.example', role: 'sales', name: 'Sam Sales', tradeFair: false },
  { email: 'tradefair@meterline.example', role: 'sales', name: 'Toni Tradefair', tradeFair: true },
];

const ALPHABET = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';

export function generatePassword(length = 14): string {
  return Array.from({ length }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
}

function generatePin(): string {
  return Array.from({ length: 6 }, () => String(randomInt(10))).join('');
}

/** One demo user per role plus a trade-fair sales user; the caller prints the credentials once. */
export async function seedDemoUsers(
  db: Db,
  options: { password?: string | undefined; pin?: string | undefined },
): Promise<{ password: string; pin: string }> {
  const password = options.password ?? generatePassword();
  const pin = options.pin ?? generatePin();
  const [passwordHash, pinHash, pinOffline] = await Promise.all([
    hashSecret(password),
    hashSecret(pin),
    offlinePinVerifier(pin),
  ]);
  for (const user of DEMO_USERS) {
    await insertUser(db, {
      name: user.name,
      email: user.email,
      role: user.role,
      passwordHash,
      tradeFairModeEnabled: user.tradeFair,
      tradeFairPinHash: user.tradeFair ? pinHash : null,
      tradeFairPinOffline: user.tradeFair ? pinOffline : null,
    });
  }
  return { password, pin };
}
