import { randomUUID } from 'node:crypto';
import type { AuthConfig } from '@auth/core';
import type { Adapter, AdapterUser } from '@auth/core/adapters';
import Credentials from '@auth/core/providers/credentials';
import type { EmailConfig } from '@auth/core/providers/email';
import type { Db } from '../db/client.ts';
import {
  findUserByEmail,
  findUserById,
  markEmailVerified,
  recordSignIn,
  revokeSession,
  type UserRow,
} from '../db/queries/users.ts';
import { storeVerificationToken, takeVerificationToken } from '../db/queries/verification-tokens.ts';
import type { AppLogger } from '../services/logger.ts';
import type { Mailer } from '../services/mail.ts';
import { normaliseEmailIdentifier } from './email-address.ts';
import { verifySecret } from './password.ts';
import { forgiveAttempt } from './rate-limit.ts';
import { currentUser, type SessionClaims } from './session-claims.ts';

/** Set by our handler from the connection (never trusted from the client): Auth.js sees no socket. */
export const CLIENT_IP_HEADER = 'x-meterline-client-ip';

const SESSION_MAX_AGE_S = 7 * 24 * 60 * 60;
const EMAIL_LINK_MAX_AGE_S = 15 * 60;

export type AuthDeps = {
  db: Db;
  secret: string;
  logger: AppLogger;
  mailer: Mailer;
};

function adapterUser(row: UserRow): AdapterUser {
  return { id: row.id, email: row.email, name: row.name, emailVerified: row.emailVerified };
}

/** Only what the e-mail provider needs: links for existing users, no self-registration. */
function linkAdapter(db: Db): Adapter {
  return {
    async createVerificationToken(token) {
      // Auth.js answers the same whatever this does; an unknown address simply gets no row (nor mail).
      await storeVerificationToken(db, token);
      return token;
    },
    useVerificationToken: (params) => takeVerificationToken(db, params),
    async getUserByEmail(email) {
      const row = await findUserByEmail(db, { email });
      return row && !row.disabled ? adapterUser(row) : null;
    },
    async getUser(id) {
      const row = await findUserById(db, { id });
      return row && !row.disabled ? adapterUser(row) : null;
    },
    async updateUser(user) {
      const row = await markEmailVerified(db, { id: user.id });
      if (!row) throw new Error(`No user ${user.id}`);
      return adapterUser(row);
    },
    async createUser() {
      // Accounts are created by staff; the signIn callback refuses unknown addresses before this.
      throw new Error('Accounts are created by an administrator.');
    },
  };
}

async function claimsFor(db: Db, id: string): Promise<SessionClaims | null> {
  const row = await recordSignIn(db, { id });
  if (!row || row.disabled) return null;
  return {
    sub: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    tradeFairModeEnabled: row.tradeFairModeEnabled,
    sessionVersion: row.sessionVersion,
  };
}

/**
 * Sign-in links by e-mail. Auth.js's own Nodemailer provider would load nodemailer with the server
 * (about 60 ms of every start) only to be overridden here: our mailer sends the link, and loads
 * nodemailer with its first mail. The id stays `nodemailer`, as Auth.js's addresses and the
 * callbacks below know it.
 */
function emailLinkProvider({ db, logger, mailer }: Pick<AuthDeps, 'db' | 'logger' | 'mailer'>): EmailConfig {
  return {
    id: 'nodemailer',
    type: 'email',
    name: 'E-mail link',
    maxAge: EMAIL_LINK_MAX_AGE_S,
    // The sign-in guard counts links per account by this same value (sign-in-guard.ts).
    normalizeIdentifier: normaliseEmailIdentifier,
    async sendVerificationRequest({ identifier, url }) {
      const user = await findUserByEmail(db, { email: identifier });
      // Unknown or disabled addresses get no mail, and the answer does not reveal which.
      if (!user || user.disabled) {
        logger.info({ email: identifier }, 'sign-in link requested for an unknown or disabled account');
        return;
      }
      await mailer.send({
        to: user.email,
        subject: 'Your Meterline sign-in link',
        text: `Hello ${user.name},\n\nsign in to Meterline with this link (valid for 15 minutes, once):\n${url}\n\nIf you did not ask for it, ignore this e-mail.`,
      });
    },
  };
}

export function buildAuthConfig(deps: AuthDeps): AuthConfig {
  const { db, logger, mailer } = deps;
  return {
    basePath: '/api/auth',
    trustHost: true,
    secret: deps.secret,
    session: { strategy: 'jwt', maxAge: SESSION_MAX_AGE_S },
    pages: { signIn: '/login', error: '/login', verifyRequest: '/login' },
    adapter: linkAdapter(db),
    providers: [
      Credentials({
        credentials: {
          email: { label: 'E-mail', type: 'email' },
          password: { label: 'Password', type: 'password' },
        },
        async authorize(credentials, request) {
          const email = typeof credentials.email === 'string' ? credentials.email.trim() : '';
          const password = typeof credentials.password === 'string' ? credentials.password : '';
          const ip = request.headers.get(CLIENT_IP_HEADER) ?? 'unknown';
          const user = email ? await findUserByEmail(db, { email }) : undefined;
          // Always verify (a dummy hash for unknown accounts): failures take the same time.
          const valid = await verifySecret(user?.passwordHash, password);
          // The attempt was already counted as a failure (auth-handler.ts reserveAttempt).
          if (!valid || !user || user.disabled) return null;
          await forgiveAttempt(db, email, ip);
          return { id: user.id, name: user.name, email: user.email };
        },
      }),
      emailLinkProvider({ db, logger, mailer }),
    ],
    callbacks: {
      async signIn({ user, account, email }) {
        if (account?.provider !== 'nodemailer' || email?.verificationRequest) return true;
        const row = user.email ? await findUserByEmail(db, { email: user.email }) : undefined;
        return Boolean(row && !row.disabled);
      },
      async jwt({ token, user }) {
        // On sign-in: our claims from the database. Afterwards (session reads and update()): the
        // account is re-checked, so a disabled or changed account ends the session here too.
        const claims = token as SessionClaims;
        if (user?.id) {
          const fresh = await claimsFor(db, user.id);
          return fresh ? { ...token, ...fresh, sid: randomUUID() } : null;
        }
        const current = await currentUser(db, claims);
        if (!current) return null;
        return {
          ...token,
          name: current.name,
          email: current.email,
          role: current.role,
          tradeFairModeEnabled: current.tradeFairModeEnabled,
        };
      },
      session({ session, token }) {
        const claims = token as SessionClaims;
        return {
          ...session,
          user: {
            ...session.user,
            id: claims.sub ?? '',
            name: claims.name ?? '',
            email: claims.email ?? '',
            role: claims.role,
            tradeFairModeEnabled: claims.tradeFairModeEnabled ?? false,
          },
        };
      },
    },
    events: {
      async signOut(message) {
        // JWT sessions: the token lives on in whoever captured it, so its id is refused from now on.
        const token = 'token' in message ? (message.token as SessionClaims | null) : null;
        if (!token?.sid) return;
        const expiresAt = new Date((token.exp ?? Date.now() / 1000 + SESSION_MAX_AGE_S) * 1000);
        await revokeSession(db, { sid: token.sid, userId: token.sub, expiresAt });
      },
    },
    logger: {
      error(error) {
        // Wrong passwords and expired links are users' mistakes, not server errors.
        const type = (error as { type?: string }).type;
        if (type === 'CredentialsSignin' || type === 'Verification' || type === 'AccessDenied') {
          logger.info({ type }, 'sign-in refused');
        } else if (type === 'JWTSessionError') {
          // A stale or tampered cookie: the visitor is simply signed out. One line, no stack.
          logger.warn({ type }, 'unreadable session cookie ignored');
        } else logger.error({ err: error }, 'auth error');
      },
      warn(code) {
        logger.warn({ code }, 'auth warning');
      },
      debug() {},
    },
  };
}
