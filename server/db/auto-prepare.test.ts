import { describe, expect, it } from 'vitest';
import { MAX_PREPARED_STATEMENTS, preparedStatementCount, statementName } from './auto-prepare.ts';

describe('statementName', () => {
  it('gives one text one name, and different texts different names', () => {
    const a = statementName('select id from doctors where id = $1');
    expect(a).toMatch(/^s_[\w-]{20}$/);
    expect(statementName('select id from doctors where id = $1')).toBe(a);
    expect(statementName('select id from doctors where id = $2')).not.toBe(a);
  });

  it('names reads and writes, not transaction control, settings or DDL', () => {
    for (const text of ['with x as (select 1) select * from x', '(select 1) union (select 2)', 'insert into t values ($1)', 'UPDATE t SET a = 1', 'delete from t']) {
      expect(statementName(text), text).toBeDefined();
    }
    for (const text of ['begin', 'commit', 'rollback', 'savepoint s1', 'set local x = 1', 'create table t (id int)', 'alter table t add b int']) {
      expect(statementName(text), text).toBeUndefined();
    }
  });

  it('stops naming new texts at the cap, and keeps the names it gave', () => {
    const first = statementName('select 1 as first_of_the_cap_test')!;
    for (let i = 0; preparedStatementCount() < MAX_PREPARED_STATEMENTS; i++) statementName(`select ${i} as filler`);
    expect(statementName('select 2 as past_the_cap')).toBeUndefined();
    expect(statementName('select 1 as first_of_the_cap_test')).toBe(first);
  });
});
