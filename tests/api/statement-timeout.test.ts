/**
 * Issue 36, item 2: on PostgreSQL no statement of the server runs past STATEMENT_TIMEOUT_MS, so one
 * request cannot hold the database (or a lock) for everyone; the caller gets a 503 in their language
 * with Retry-After, and the next request is answered at once. Migrations run without the limit.
 */
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../server/db/client.ts';
import { loadConfig } from '../../server/config.ts';
import { pgErrorCode } from '../../server/services/booking/booking-pg-error.ts';
import { createTestDatabase, withApp } from '../helpers/test-app.ts';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

describe('STATEMENT_TIMEOUT_MS', () => {
  it('is 5 s unless configured; 0 turns it off; a negative or huge value is refused', () => {
    expect(loadConfig({}).STATEMENT_TIMEOUT_MS).toBe(5000);
    expect(loadConfig({ STATEMENT_TIMEOUT_MS: '0' }).STATEMENT_TIMEOUT_MS).toBe(0);
    expect(() => loadConfig({ STATEMENT_TIMEOUT_MS: '-1' })).toThrow();
    expect(() => loadConfig({ STATEMENT_TIMEOUT_MS: '99999999' })).toThrow();
  });
});

describe.runIf(onPostgres)('a statement timeout on PostgreSQL', () => {
  let url = '';
  let drop: () => Promise<void>;
  let bounded: Database;
  beforeAll(async () => {
    const created = await createTestDatabase();
    url = created.url!;
    drop = created.drop;
    bounded = await openDatabase({ url, poolSize: 4, statementTimeoutMs: 300 });
    // Migrations run on their own connection, without the limit (here: nothing left to apply).
    await bounded.migrate();
  });
  afterAll(async () => {
    await bounded?.close();
    await drop?.();
  });

  it('cancels a statement past the limit and leaves the connection usable', async () => {
    const slow = await bounded.db.execute(sql`select pg_sleep(2)`).catch((error: unknown) => error);
    expect(pgErrorCode(slow)).toBe('57014');
    expect((await bounded.db.execute(sql`select 1 as one`)).rows[0]).toEqual({ one: 1 });
  });

  it('a request stuck behind a lock is answered 503 with Retry-After, in the caller\'s language; the next one at once', async () => {
    const holder = new pg.Client({ connectionString: url });
    await holder.connect();
    try {
      await holder.query('begin');
      await holder.query('lock table doctors in access exclusive mode');
      await withApp(bounded, {}, async ({ app }) => {
        const started = Date.now();
        const stuck = await app.inject({ method: 'POST', url: '/api/doctors', payload: {}, headers: { 'x-page-locale': 'ar' } });
        expect(Date.now() - started).toBeLessThan(2000);
        expect(stuck.statusCode).toBe(503);
        expect(stuck.headers['retry-after']).toBe('5');
        expect(stuck.json()).toEqual({ success: false, message: 'استغرق هذا وقتًا طويلًا. يرجى المحاولة مرة أخرى بعد قليل.' });
        await holder.query('rollback');
        const next = await app.inject({ method: 'POST', url: '/api/doctors', payload: {} });
        expect(next.statusCode).toBe(200);
      });
    } finally {
      await holder.end();
    }
  });
});
