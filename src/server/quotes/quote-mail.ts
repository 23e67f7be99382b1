// The e-mail of quote requests to sales (docs/product.md#quotes): a request is stored first; its mail is sent
// from the database afterwards, retried with backoff until it goes through, so a failing mail server
// never loses one. Several app instances may run this loop at once: rows are claimed with
// FOR UPDATE SKIP LOCKED, and a claim that an instance died holding expires.
import { and, eq, sql } from 'drizzle-orm';
import { formatCode } from '../../domain/configuration-code.ts';
import type { Db } from '../db/client.ts';
import { quoteRequests } from '../db/schema/index.ts';
import type { AppLogger } from '../services/logger.ts';
import type { Mailer } from '../services/mail.ts';
import type { WorkerPool } from '../services/worker-pool.ts';
import { buildQuotePdf, configurationLink } from './quote-pdf.ts';
import { QUOTE_TEXTS } from './quote-texts.ts';

/** After this many failed attempts (about a day and a half of backoff) the mail status is `failed`. */
const MAX_MAIL_ATTEMPTS = 10;
/** First retry after a minute, doubling, at most every 4 hours. */
const MAIL_RETRY_BASE_MS = 60_000;
export const MAIL_RETRY_MAX_MS = 4 * 60 * 60_000;
/** An instance that claimed a row has this long to send it before another may take it over. */
const MAIL_CLAIM_MS = 5 * 60_000;
/** How often each instance looks for due mails when nothing nudges it. */
const MAIL_POLL_MS = 30_000;
const BATCH = 10;

export function retryDelayMs(attempts: number): number {
  return Math.min(MAIL_RETRY_MAX_MS, MAIL_RETRY_BASE_MS * 2 ** Math.max(0, attempts - 1));
}

export type QuoteMailDeps = {
  db: Db;
  mailer: Mailer;
  /** SALES_MAIL_TO; without it (or without SMTP) the mail is written to the log */
  salesMailTo: string | undefined;
  /** the public address for links in the mail and the PDF's QR code */
  baseUrl: string;
  logger: AppLogger;
  /** renders the attached PDF off the main thread; a full queue is a failed attempt, retried later */
  workers: WorkerPool;
};

type Claimed = typeof quoteRequests.$inferSelect;

/** Claims due rows atomically: pending ones whose time has come, and sending ones whose claim expired. */
async function claimDue(db: Db, now: Date): Promise<Claimed[]> {
  const due = sql`select ${quoteRequests.id} from ${quoteRequests}
    where (${quoteRequests.mailStatus} = 'pending' and ${quoteRequests.mailNextAttemptAt} <= ${now})
       or (${quoteRequests.mailStatus} = 'sending' and ${quoteRequests.mailClaimedUntil} < ${now})
    order by ${quoteRequests.mailNextAttemptAt}
    limit ${BATCH}
    for update skip locked`;
  return db
    .update(quoteRequests)
    .set({
      mailStatus: 'sending',
      mailClaimedUntil: new Date(now.getTime() + MAIL_CLAIM_MS),
      mailAttempts: sql`${quoteRequests.mailAttempts} + 1`,
    })
    .where(sql`${quoteRequests.id} in (${due})`)
    .returning();
}

async function send(deps: QuoteMailDeps, request: Claimed, now: Date): Promise<'sent' | 'logged'> {
  const pdf = await buildQuotePdf(deps.db, deps.workers, {
    code: request.code,
    locale: request.locale,
    audience: { internalRead: false, salesMode: false },
    baseUrl: deps.baseUrl,
    now,
    // The mail goes to sales: the PDF may name the customer (the sales-mode hook of the document).
    sales: {
      customer: { name: request.name, company: request.company, email: request.email, phone: request.phone },
    },
  });
  const code = formatCode(request.code);
  const text = [
    `A customer asks for a quote for configuration ${code}.`,
    '',
    `Name:     ${request.name}`,
    `Company:  ${request.company}`,
    `E-mail:   ${request.email}`,
    `Phone:    ${request.phone ?? '–'}`,
    `Country:  ${request.country}`,
    `Language: ${request.locale}`,
    '',
    request.message ? `Message:\n${request.message}\n` : 'No message.\n',
    `Configuration: ${configurationLink(deps.baseUrl, pdf.slug, request.code)}`,
    `Request id: ${request.id}`,
  ].join('\n');
  const mail = {
    to: deps.salesMailTo ?? 'sales (SALES_MAIL_TO not set)',
    replyTo: request.email,
    subject: QUOTE_TEXTS.en.mailSubject(code, request.company),
    text,
    attachments: [{ filename: pdf.filename, content: pdf.bytes, contentType: 'application/pdf' }],
  };
  if (!deps.salesMailTo || !deps.mailer.configured) {
    deps.logger.warn(
      { quoteRequest: request.id, to: mail.to, subject: mail.subject, text, pdfBytes: pdf.bytes.length },
      'quote request mail (SMTP_URL or SALES_MAIL_TO not set)',
    );
    return 'logged';
  }
  await deps.mailer.send(mail);
  return 'sent';
}

export type DeliveryReport = { sent: number; logged: number; retrying: number; failed: number };

/**
 * Sends every due quote mail once: `now` decides what is due (tests pass a later clock), and a mail
 * that has failed `maxAttempts` times is given up (`failed`).
 */
export async function deliverDueQuoteMails(
  deps: QuoteMailDeps,
  options: { now?: Date; maxAttempts?: number } = {},
): Promise<DeliveryReport> {
  const now = options.now ?? new Date();
  const maxAttempts = options.maxAttempts ?? MAX_MAIL_ATTEMPTS;
  const report: DeliveryReport = { sent: 0, logged: 0, retrying: 0, failed: 0 };
  for (const request of await claimDue(deps.db, now)) {
    try {
      const outcome = await send(deps, request, now);
      report[outcome]++;
      await deps.db
        .update(quoteRequests)
        .set({
          mailStatus: outcome,
          mailSentAt: new Date(),
          mailClaimedUntil: null,
          mailLastError: null,
          updatedAt: new Date(),
        })
        .where(and(eq(quoteRequests.id, request.id), eq(quoteRequests.mailStatus, 'sending')));
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const giveUp = request.mailAttempts >= maxAttempts;
      if (giveUp) report.failed++;
      else report.retrying++;
      deps.logger.error(
        { err: error, quoteRequest: request.id, attempt: request.mailAttempts },
        giveUp ? 'quote request mail failed for good' : 'quote request mail failed; will retry',
      );
      await deps.db
        .update(quoteRequests)
        .set({
          mailStatus: giveUp ? 'failed' : 'pending',
          mailLastError: message.slice(0, 2000),
          mailNextAttemptAt: new Date(now.getTime() + retryDelayMs(request.mailAttempts)),
          mailClaimedUntil: null,
          updatedAt: new Date(),
        })
        .where(eq(quoteRequests.id, request.id));
    }
  }
  return report;
}

/** What a procedure needs: a way to ask for prompt delivery of a request it just stored. */
export type QuoteMailTrigger = { nudge(): void };

export type QuoteMailOutbox = QuoteMailTrigger & {
  /** resolves when no delivery round is running */
  idle(): Promise<void>;
  /** stops the loop; waits for a round in progress */
  stop(): Promise<void>;
};

/**
 * The in-process loop: a round every `pollMs`, and one at once when nudged. A round that fails (the
 * database away) is logged and the loop goes on; each row keeps its own backoff.
 */
export function startQuoteMailOutbox(
  deps: QuoteMailDeps,
  options: { pollMs?: number } = {},
): QuoteMailOutbox {
  const pollMs = options.pollMs ?? MAIL_POLL_MS;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = false;

  const schedule = (ms: number) => {
    if (stopped) return;
    clearTimeout(timer);
    timer = setTimeout(round, ms);
    timer.unref();
  };
  function round() {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = deliverDueQuoteMails(deps)
      .then(
        () => undefined,
        (error) => deps.logger.error({ err: error }, 'quote mail round failed'),
      )
      .finally(() => {
        running = undefined;
        if (again) {
          again = false;
          schedule(0);
        } else schedule(pollMs);
      });
  }
  schedule(pollMs);
  return {
    nudge: () => round(),
    async idle() {
      while (running) await running;
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      while (running) await running;
    },
  };
}
