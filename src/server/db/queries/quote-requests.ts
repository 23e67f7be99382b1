// Quote requests as staff work with them (docs/product.md#quotes): a paged list, one request with its
// configuration, a status (new, contacted, won, lost) guarded by the row version, and a new try of
// its e-mail. Every write has its audit row in the same transaction.
import { type AnyColumn, and, asc, count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { configurationCodes, machines, type QuoteRequestStatus, quoteRequests } from '../schema/index.ts';
import { type Actor, recordAudit } from './audit.ts';
import { conflictError, DataError } from './errors.ts';
import { updateVersioned } from './versioned.ts';

type QuoteRequestRow = typeof quoteRequests.$inferSelect;
export type QuoteRequestItem = QuoteRequestRow & { machine: { slug: string; name: string } };

const columns = {
  request: quoteRequests,
  machine: { slug: machines.slug, name: machines.name },
};

function item(row: { request: QuoteRequestRow; machine: { slug: string; name: string } }): QuoteRequestItem {
  return { ...row.request, machine: row.machine };
}

/** What the list may be sorted by (the admin table's sortable columns). */
export const QUOTE_REQUEST_SORTS = [
  'createdAt',
  'name',
  'company',
  'country',
  'machine',
  'status',
  'mailStatus',
] as const;
export type QuoteRequestSort = { field: (typeof QUOTE_REQUEST_SORTS)[number]; direction: 'asc' | 'desc' };

const SORT_COLUMNS: Record<QuoteRequestSort['field'], AnyColumn> = {
  createdAt: quoteRequests.createdAt,
  name: quoteRequests.name,
  company: quoteRequests.company,
  country: quoteRequests.country,
  machine: machines.name,
  status: quoteRequests.status,
  mailStatus: quoteRequests.mailStatus,
};

export async function listQuoteRequests(
  db: Db,
  options: {
    page: number;
    pageSize: number;
    status?: QuoteRequestStatus | undefined;
    search?: string | undefined;
    /** newest first when absent; ties always newest first, then by id, so pages never overlap */
    sort?: QuoteRequestSort | undefined;
  },
): Promise<{ items: QuoteRequestItem[]; total: number }> {
  const conditions: SQL[] = [];
  if (options.status) conditions.push(eq(quoteRequests.status, options.status));
  if (options.search) {
    const like = `%${options.search.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
    conditions.push(
      or(
        ilike(quoteRequests.name, like),
        ilike(quoteRequests.company, like),
        ilike(quoteRequests.email, like),
        ilike(quoteRequests.code, like),
      ) as SQL,
    );
  }
  const where = conditions.length ? and(...conditions) : undefined;
  const [rows, totals] = await Promise.all([
    db
      .select(columns)
      .from(quoteRequests)
      .innerJoin(configurationCodes, eq(configurationCodes.code, quoteRequests.code))
      .innerJoin(machines, eq(machines.id, configurationCodes.machineId))
      .where(where)
      .orderBy(
        ...(options.sort
          ? [(options.sort.direction === 'asc' ? asc : desc)(SORT_COLUMNS[options.sort.field])]
          : []),
        desc(quoteRequests.createdAt),
        desc(quoteRequests.id),
      )
      .limit(options.pageSize)
      .offset((options.page - 1) * options.pageSize),
    db.select({ n: count() }).from(quoteRequests).where(where),
  ]);
  return { items: rows.map(item), total: totals[0]?.n ?? 0 };
}

export async function findQuoteRequest(
  db: Db,
  options: { id: string },
): Promise<QuoteRequestItem | undefined> {
  const rows = await db
    .select(columns)
    .from(quoteRequests)
    .innerJoin(configurationCodes, eq(configurationCodes.code, quoteRequests.code))
    .innerJoin(machines, eq(machines.id, configurationCodes.machineId))
    .where(eq(quoteRequests.id, options.id))
    .limit(1);
  return rows[0] && item(rows[0]);
}

async function existing(db: Db, id: string): Promise<QuoteRequestItem> {
  const found = await findQuoteRequest(db, { id });
  if (!found) throw new DataError('NOT_FOUND', 'This quote request does not exist.');
  return found;
}

/** How far sales got with the lead; 409 CONFLICT when someone else changed it since `expectedVersion`. */
export async function setQuoteRequestStatus(
  db: Db,
  options: { id: string; expectedVersion: number; status: QuoteRequestStatus; actor: Actor },
): Promise<QuoteRequestItem> {
  return db.transaction(async (tx) => {
    const before = await existing(tx, options.id);
    await updateVersioned(tx, {
      table: quoteRequests,
      id: options.id,
      expectedVersion: options.expectedVersion,
      values: { status: options.status },
      subject: 'this quote request',
    });
    const after = await existing(tx, options.id);
    await recordAudit(tx, {
      actor: options.actor,
      action: 'update',
      entity: 'quote_requests',
      entityId: options.id,
      summary: `Quote request of ${before.name} (${before.company}): ${before.status} → ${after.status}`,
      before: { status: before.status },
      after: { status: after.status },
    });
    return after;
  });
}

/**
 * Sends the request's e-mail again: its mail status goes back to pending with a fresh count of
 * attempts, due now (the outbox picks it up on its next round). Refused while it is being sent.
 */
export async function retryQuoteMail(
  db: Db,
  options: { id: string; actor: Actor },
): Promise<QuoteRequestItem> {
  return db.transaction(async (tx) => {
    const before = await existing(tx, options.id);
    if (before.mailStatus === 'sending') {
      throw conflictError('The e-mail of this quote request is being sent right now.');
    }
    await tx
      .update(quoteRequests)
      .set({
        mailStatus: 'pending',
        mailAttempts: 0,
        mailNextAttemptAt: sql`now()`,
        mailClaimedUntil: null,
        version: sql`${quoteRequests.version} + 1`,
        updatedAt: sql`now()`,
      })
      .where(eq(quoteRequests.id, options.id));
    const after = await existing(tx, options.id);
    await recordAudit(tx, {
      actor: options.actor,
      action: 'update',
      entity: 'quote_requests',
      entityId: options.id,
      summary: `E-mail of the quote request of ${before.name} sent again`,
      before: { mailStatus: before.mailStatus, mailAttempts: before.mailAttempts },
      after: { mailStatus: after.mailStatus, mailAttempts: after.mailAttempts },
    });
    return after;
  });
}
