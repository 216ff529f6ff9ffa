import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { statementName } from '../../server/db/auto-prepare.ts';
import { createTestDatabase } from '../helpers/test-app.ts';
import type { Database } from '../../server/db/client.ts';

// PostgreSQL only: PGlite runs in-process and plans each statement itself.
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

describe.runIf(onPostgres)('prepared statements on PostgreSQL', () => {
  let database: Database;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ database, drop } = await createTestDatabase());
  });
  afterAll(async () => drop?.());

  it('prepares a repeated statement once per connection and reuses it', async () => {
    const { db } = database;
    // One transaction: one connection, so pg_prepared_statements is that connection's list.
    await db.transaction(async (tx) => {
      for (const id of [1, 2, 3]) await tx.execute(sql`select count(*)::int as n from doctors where id = ${id}`);
      const { rows } = await tx.execute(sql`select name, statement from pg_prepared_statements where from_sql = false`);
      const name = statementName('select count(*)::int as n from doctors where id = $1');
      expect(rows.map((r) => r.name)).toContain(name);
      // Prepared once: the three executions did not add three statements.
      expect(rows.filter((r) => r.statement === 'select count(*)::int as n from doctors where id = $1')).toHaveLength(1);
    });
  });

  it('answers a statement prepared by one test database on another (names are per connection)', async () => {
    const other = await createTestDatabase();
    try {
      const query = sql`select count(*)::int as n from doctors where id = ${1}`;
      expect((await database.db.execute(query)).rows[0]).toEqual({ n: 0 });
      expect((await other.database.db.execute(query)).rows[0]).toEqual({ n: 0 });
    } finally {
      await other.drop();
    }
  });
});
