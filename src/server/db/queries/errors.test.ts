// The one producer of 409 CONFLICT (errors.ts: conflictError, staleVersionError, withCurrent) and the
// guard that keeps it the only one.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { mapApiError, restErrorResponse, trpcErrorOf } from '../../api/errors.ts';
import { conflictError, DataError, mapDbError, staleVersionError, withCurrent } from './errors.ts';

describe('conflictError', () => {
  it('answers 409 CONFLICT with the current row, over REST and tRPC alike', async () => {
    const error = conflictError('Pump "A" was changed.', { id: 'a', version: 4 });
    expect(mapApiError(error)).toEqual({
      status: 409,
      code: 'CONFLICT',
      message: 'Pump "A" was changed.',
      details: { current: { id: 'a', version: 4 } },
    });
    const response = restErrorResponse(error);
    expect(response?.status).toBe(409);
    expect(await response?.json()).toEqual({
      error: { code: 'CONFLICT', message: 'Pump "A" was changed.', current: { id: 'a', version: 4 } },
    });
    expect(trpcErrorOf(error)?.code).toBe('CONFLICT');
    expect(mapApiError(conflictError('Busy.'))?.details).toEqual({});
  });

  it('says who was first, with both versions when known, and what to do', () => {
    const stale = staleVersionError('pump "A"', {
      current: { version: 5 },
      advice: 'Reload it and apply your change again.',
      versions: { current: 5, expected: 4 },
    });
    expect(stale).toMatchObject({ code: 'CONFLICT', info: { current: { version: 5 } } });
    expect(stale.message).toBe(
      'Pump "A" was changed by someone else in the meantime (version 5, you edited version 4). ' +
        'Reload it and apply your change again.',
    );
    expect(staleVersionError('this quote request', { current: {}, advice: 'Look first.' }).message).toBe(
      'This quote request was changed by someone else in the meantime. Look first.',
    );
  });

  it('a serialization failure or deadlock is a CONFLICT too', () => {
    const cause = Object.assign(new Error('db'), { code: '40001' });
    expect(mapDbError(new Error('Failed query', { cause }), 'pump "A"')).toMatchObject({
      code: 'CONFLICT',
      message: 'Pump "A" was changed at the same time; please try again.',
    });
  });
});

describe('withCurrent', () => {
  it('puts the current item into a stale-version CONFLICT, and reads nothing for any other error', async () => {
    let reads = 0;
    const item = async () => {
      reads++;
      return { id: 'a', name: 'A', version: 5 };
    };
    const stale = await withCurrent(staleVersionError('pump', { current: { raw: true }, advice: '' }), item);
    expect(stale).toMatchObject({ code: 'CONFLICT', info: { current: { id: 'a', name: 'A', version: 5 } } });
    expect(reads).toBe(1);
    const serialization = conflictError('Changed at the same time.');
    expect(await withCurrent(serialization, item)).toBe(serialization);
    const notFound = new DataError('NOT_FOUND', 'Gone.');
    expect(await withCurrent(notFound, item)).toBe(notFound);
    expect(reads).toBe(1);
  });
});

describe('the one producer', () => {
  it('no other server module builds a CONFLICT itself', () => {
    const root = join(import.meta.dirname, '../..');
    const home = join(import.meta.dirname, 'errors.ts');
    const files = (readdirSync(root, { recursive: true }) as string[])
      .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
      .map((file) => join(root, file))
      .filter((file) => file !== home);
    const producers = files.filter((file) =>
      /new (?:DataError|ApiError|TRPCError)\(\s*'CONFLICT'|code:\s*'CONFLICT'/.test(
        readFileSync(file, 'utf8'),
      ),
    );
    expect(producers.map((file) => relative(root, file))).toEqual([]);
  });
});
