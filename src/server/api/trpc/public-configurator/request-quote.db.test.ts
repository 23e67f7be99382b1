import type { AddressInfo } from 'node:net';
import type { TRPCError } from '@trpc/server';
import { eq } from 'drizzle-orm';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXAMPLE_SELECTION } from '../../../../domain/configurator/testing/example-model.ts';
import { auditLog, quoteRequests } from '../../../db/schema/index.ts';
import { insertTestConfigurator, type TestConfigurator } from '../../../db/testing/configurator-factory.ts';
import { createTestDb, type TestDb } from '../../../db/testing/test-db.ts';
import {
  deliverDueQuoteMails,
  MAIL_RETRY_MAX_MS,
  type QuoteMailDeps,
  retryDelayMs,
  startQuoteMailOutbox,
} from '../../../quotes/quote-mail.ts';
import { createMailer } from '../../../services/mail.ts';
import { createWorkerPool } from '../../../services/worker-pool.ts';
import { Client, testApp } from '../../../testing/test-app.ts';
import { silentLogger } from '../../../testing/test-config.ts';
import { trpcCaller } from '../../../testing/trpc-caller.ts';
import { QUOTE_REQUEST_LIMIT } from './request-quote.ts';

/** A real SMTP server on loopback that refuses mail while `refusing` is set, then keeps what it gets. */
function smtpServer() {
  const received: ParsedMail[] = [];
  const state = { refusing: true };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', async () => {
        if (state.refusing) {
          const error = Object.assign(new Error('Mailbox temporarily unavailable'), { responseCode: 451 });
          callback(error);
          return;
        }
        received.push(await simpleParser(Buffer.concat(chunks)));
        callback();
      });
    },
  });
  return {
    received,
    state,
    async start(): Promise<number> {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      return (server.server.address() as AddressInfo).port;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const REQUEST = {
  name: 'Ana Ruiz',
  company: 'Espumas del Norte S.A.',
  email: 'ana.ruiz@espumas.example',
  country: 'ES',
  phone: '+34 944 000 000',
  message: 'Please quote with delivery to Bilbao.',
  consent: true as const,
};

describe(`publicConfigurator.requestQuote (${process.env.TEST_DB})`, () => {
  let handle: TestDb;
  let machine: TestConfigurator;
  let code: string;
  const smtp = smtpServer();
  let deps: QuoteMailDeps;
  const workers = createWorkerPool();
  let ip = 0;
  const caller = (context = {}) =>
    trpcCaller(handle.db, { ip: `203.0.113.${++ip}`, context }).publicConfigurator;

  beforeAll(async () => {
    handle = await createTestDb();
    machine = await insertTestConfigurator(handle.db);
    const port = await smtp.start();
    deps = {
      db: handle.db,
      mailer: createMailer({
        smtpUrl: `smtp://127.0.0.1:${port}`,
        from: 'Meterline <no-reply@meterline.example>',
        logger: silentLogger,
      }),
      salesMailTo: 'sales@aldermann.example',
      baseUrl: 'https://sales.aldermann.example',
      logger: silentLogger,
      workers,
    };
    ({ code } = await caller().saveConfiguration({
      slug: machine.slug,
      selection: machine.selection(EXAMPLE_SELECTION),
      units: { freq: 50, unit: 'cm' },
      locale: 'de',
    }));
  });
  afterAll(async () => {
    await smtp.close();
    await workers.close();
    await handle.close();
  });

  // The first PDF starts the pool's thread, which loads react-pdf and the fonts.
  it('stores the request with its audit row, keeps it when the mail server refuses, and retries later', {
    timeout: 60_000,
  }, async () => {
    const outbox = startQuoteMailOutbox(deps, { pollMs: 60 * 60_000 });
    const { id } = await caller({ quoteMail: outbox }).requestQuote({ code: code.toLowerCase(), ...REQUEST });
    await outbox.idle();
    await outbox.stop();
    const [stored] = await handle.db.select().from(quoteRequests).where(eq(quoteRequests.id, id));
    expect(stored).toMatchObject({
      code,
      ...{ name: REQUEST.name, company: REQUEST.company, email: REQUEST.email, country: 'ES' },
      locale: 'de',
      status: 'new',
      mailStatus: 'pending',
      mailAttempts: 1,
      version: 1,
    });
    expect(stored?.mailLastError).toContain('Mailbox temporarily unavailable');
    const [audit] = await handle.db.select().from(auditLog).where(eq(auditLog.entityId, id));
    expect(audit).toMatchObject({
      action: 'create',
      entity: 'quote_requests',
      actorLabel: `customer ${REQUEST.email}`,
    });
    expect(smtp.received).toHaveLength(0);

    // Not due yet: nothing happens.
    expect(await deliverDueQuoteMails(deps)).toEqual({ sent: 0, logged: 0, retrying: 0, failed: 0 });
    smtp.state.refusing = false;
    const rendered = workers.completed('quotePdf');
    const later = new Date(Date.now() + retryDelayMs(1) + 1000);
    expect(await deliverDueQuoteMails(deps, { now: later })).toEqual({
      sent: 1,
      logged: 0,
      retrying: 0,
      failed: 0,
    });
    const [sent] = await handle.db.select().from(quoteRequests).where(eq(quoteRequests.id, id));
    expect(sent).toMatchObject({ mailStatus: 'sent', mailAttempts: 2, mailLastError: null });

    const mail = smtp.received[0];
    expect(mail?.subject).toBe(`Quote request ${code.slice(0, 4)}-${code.slice(4)} from ${REQUEST.company}`);
    expect(mail?.to && 'text' in mail.to ? mail.to.text : '').toBe('sales@aldermann.example');
    expect(mail?.replyTo?.text).toBe(REQUEST.email);
    expect(mail?.text).toContain(REQUEST.message);
    expect(mail?.text).toContain(`https://sales.aldermann.example/configurator/${machine.slug}?code=${code}`);
    expect(mail?.attachments).toHaveLength(1);
    expect(mail?.attachments[0]?.contentType).toBe('application/pdf');
    expect(mail?.attachments[0]?.filename).toBe(`quote-${machine.slug}-${code}.pdf`);
    expect(mail?.attachments[0]?.content.subarray(0, 5).toString()).toBe('%PDF-');
    // The attachment was rendered in the worker pool, not on the thread that answers requests.
    expect(workers.completed('quotePdf')).toBe(rendered + 1);
  });

  // Each attempt renders the PDF again, so this runs with 3 attempts rather than MAX_MAIL_ATTEMPTS.
  it('gives up after the last attempt but keeps the request, marked failed', {
    timeout: 60_000,
  }, async () => {
    smtp.state.refusing = true;
    try {
      const { id } = await caller().requestQuote({ code, ...REQUEST });
      let now = Date.now();
      const reports = [];
      for (let attempt = 1; attempt <= 3; attempt++) {
        now += retryDelayMs(attempt) + 1000;
        reports.push(await deliverDueQuoteMails(deps, { now: new Date(now), maxAttempts: 3 }));
      }
      expect(reports.map((r) => [r.retrying, r.failed])).toEqual([
        [1, 0],
        [1, 0],
        [0, 1],
      ]);
      const [row] = await handle.db.select().from(quoteRequests).where(eq(quoteRequests.id, id));
      expect(row).toMatchObject({ mailStatus: 'failed', mailAttempts: 3, status: 'new' });
      // Given up means given up: no further attempt; the request stays for staff.
      const much = new Date(now + 10 * MAIL_RETRY_MAX_MS);
      expect(await deliverDueQuoteMails(deps, { now: much })).toMatchObject({ failed: 0, retrying: 0 });
    } finally {
      smtp.state.refusing = false;
    }
  });

  it('sends each due mail once when several instances deliver at the same time', async () => {
    const before = smtp.received.length;
    const ids = [];
    for (let i = 0; i < 3; i++)
      ids.push((await caller().requestQuote({ code, ...REQUEST, name: `Buyer ${i}` })).id);
    const reports = await Promise.all([deliverDueQuoteMails(deps), deliverDueQuoteMails(deps)]);
    expect(reports.reduce((sum, r) => sum + r.sent, 0)).toBe(3);
    expect(smtp.received.length - before).toBe(3);
  });

  it('writes the mail to the log when SMTP or SALES_MAIL_TO is not set', async () => {
    const { id } = await caller().requestQuote({ code, ...REQUEST });
    await deliverDueQuoteMails({ ...deps, salesMailTo: undefined });
    const [row] = await handle.db.select().from(quoteRequests).where(eq(quoteRequests.id, id));
    expect(row?.mailStatus).toBe('logged');
  });

  it('answers a filled honeypot as usual but stores nothing', async () => {
    const before = (await handle.db.select().from(quoteRequests)).length;
    const { id } = await caller().requestQuote({ code, ...REQUEST, website: 'http://spam.example' });
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect((await handle.db.select().from(quoteRequests)).length).toBe(before);
    expect(await handle.db.select().from(auditLog).where(eq(auditLog.entityId, id))).toEqual([]);
  });

  it('answers NOT_FOUND for an unknown code', async () => {
    const error = await caller()
      .requestQuote({ code: '0000-0000', ...REQUEST })
      .catch((e: unknown) => e);
    expect((error as TRPCError).code).toBe('NOT_FOUND');
  });

  it(`rate-limits requests per address: ${QUOTE_REQUEST_LIMIT.max} get through`, async () => {
    const same = trpcCaller(handle.db, { ip: '198.51.100.99' }).publicConfigurator;
    const results = await Promise.allSettled(
      Array.from({ length: QUOTE_REQUEST_LIMIT.max + 3 }, () => same.requestQuote({ code, ...REQUEST })),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(QUOTE_REQUEST_LIMIT.max);
    const refused = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect((refused.reason as TRPCError).code).toBe('TOO_MANY_REQUESTS');
    expect((refused.reason as TRPCError).message).toBe(
      'Too many quote requests from your address. Please wait 60 minutes and try again.',
    );
  });

  it('refuses bad input over HTTP with field errors a person understands', async () => {
    const client = new Client(testApp(handle).app);
    const response = await client.trpcMutation('publicConfigurator.requestQuote', {
      code,
      name: '  ',
      company: 'Espumas',
      email: 'ana@',
      country: 'Spain',
      phone: 'call me',
      consent: false,
    });
    expect(response.status).toBe(400);
    const body = (await response.json()) as {
      error: { message: string; data: { code: string; fields: unknown } };
    };
    expect(body.error.data.code).toBe('BAD_REQUEST');
    // The same `fields` shape as REST answers (src/server/api/errors.ts).
    expect(body.error.data.fields).toEqual({
      name: 'Please enter your name.',
      email: 'Please enter a valid e-mail address, e.g. name@company.com.',
      country: 'Please choose your country.',
      phone: 'Please enter a phone number with digits (and + ( ) / . - only).',
      consent: 'Please agree that we may contact you about this request.',
    });
    expect(body.error.message).toContain('email: Please enter a valid e-mail address');
    expect(JSON.stringify(body)).not.toContain('stack');
  });
});
