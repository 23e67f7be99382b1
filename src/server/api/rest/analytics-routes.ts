// The analytics collector (docs/product.md#analytics): POST /api/analytics/collect, public, same origin
// only. A batch is checked whole (zod, the domain's schema and limits) and stored in one insert, or refused
// with a 400 that says why and nothing stored. Do Not Track, Global Privacy Control and known bots are
// answered 202 and dropped. Signed-in staff are stored with a flag, so the figures can leave them out.
import { analyticsBatchSchema } from '../../../domain/analytics/events.ts';
import {
  isBot,
  MAX_BATCH_BYTES,
  MAX_EVENT_AGE_MS,
  MAX_EVENT_AHEAD_MS,
  optedOut,
  referrerHost,
} from '../../../domain/analytics/rules.ts';
import type { Env } from '../../config/env.ts';
import { type AnalyticsRow, insertAnalyticsEvents } from '../../db/queries/analytics.ts';
import { countAttempt, type RateLimit, waitText } from '../../db/queries/rate-limits.ts';
import { VisitorHasher } from '../../services/analytics/visitor-hash.ts';
import { foreignMutation } from '../same-origin.ts';
import { jsonError, type RestRoute } from './define.ts';

/** A tracker sends a batch every few seconds at most: this leaves room for several tabs. */
const ANALYTICS_IP_LIMIT: RateLimit = { name: 'analytics-ip', max: 120, windowMs: 60_000 };

const accepted = () => new Response(null, { status: 202, headers: { 'Cache-Control': 'no-store' } });

export function analyticsRoutes(config: Env, options: { now?: () => Date } = {}): RestRoute[] {
  const hasher = new VisitorHasher();
  const now = options.now ?? (() => new Date());
  return [
    {
      method: 'POST',
      path: '/api/analytics/collect',
      policy: { kind: 'public' },
      maxBodyBytes: MAX_BATCH_BYTES,
      async handler(c, ctx) {
        const request = c.req.raw;
        const refusal = foreignMutation(request, config.PUBLIC_URL);
        if (refusal) return jsonError(refusal.status, refusal.code, refusal.message);
        const userAgent = request.headers.get('user-agent');
        if (
          optedOut({ dnt: request.headers.get('dnt'), gpc: request.headers.get('sec-gpc') }) ||
          isBot(userAgent)
        )
          return accepted();

        const decision = await countAttempt(ctx.db, [{ limit: ANALYTICS_IP_LIMIT, subject: ctx.ip }]);
        if (!decision.allowed) {
          const response = jsonError(
            429,
            'TOO_MANY_REQUESTS',
            `Too many analytics batches from your address. Please wait ${waitText(decision.retryAfterS)}.`,
          );
          response.headers.set('Retry-After', String(decision.retryAfterS));
          return response;
        }

        // The request guard has refused a body that is not JSON (PARSE_ERROR), as for every JSON call.
        const parsed = analyticsBatchSchema.safeParse(await c.req.json());
        if (!parsed.success) {
          const issue = parsed.error.issues[0];
          const where = issue?.path.length ? ` (at ${issue.path.join('.')})` : '';
          return jsonError(
            400,
            'BAD_REQUEST',
            `The batch was refused: ${issue?.message ?? 'invalid'}${where}.`,
          );
        }
        const at = now();
        const late = parsed.data.events.findIndex(
          (event) =>
            event.ts < at.getTime() - MAX_EVENT_AGE_MS || event.ts > at.getTime() + MAX_EVENT_AHEAD_MS,
        );
        if (late >= 0)
          return jsonError(
            400,
            'BAD_REQUEST',
            `The batch was refused: event ${late} is dated more than a day ago or in the future (at events.${late}.ts).`,
          );

        const staff = (await ctx.getUser().catch(() => null)) !== null;
        const visitor = await hasher.hash(ctx.db, ctx.ip, userAgent ?? '', at);
        const rows: AnalyticsRow[] = parsed.data.events.map((event) => ({
          occurredAt: new Date(event.ts),
          receivedAt: at,
          type: event.type,
          name: event.name ?? null,
          path: event.path,
          referrerHost: referrerHost(event.referrer),
          locale: event.locale ?? null,
          props: event.props ?? null,
          visitor,
          staff,
        }));
        await insertAnalyticsEvents(ctx.db, rows);
        return accepted();
      },
    },
  ];
}
