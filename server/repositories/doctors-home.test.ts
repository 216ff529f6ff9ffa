import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * `doctors` has one home (issue 38): server/repositories/doctors.ts. No service inserts, updates or
 * deletes its rows (through Drizzle or raw SQL), and none looks up one profile by id, account or slug
 * itself. A screen's query over many profiles, with its joins (the listing, FHIR, the console's
 * queues), is that screen's read model and stays beside it.
 */
const SERVICES = path.resolve(import.meta.dirname, '../services');
const WRITE = /\.(?:insert|update|delete)\(\s*doctors\s*\)|\b(?:update|insert\s+into|delete\s+from)\s+(?:doctors\b|\$\{\s*doctors\s*\})/i;

const LOOKUP = /\.from\(\s*doctors\s*\)\s*\.where\(\s*(?:and\(\s*)?eq\(\s*doctors\.(?:id|userId|slug)\b/;

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe('the doctors table', () => {
  it('is written only through server/repositories/doctors.ts', () => {
    const offenders = sources(SERVICES).filter((file) => WRITE.test(fs.readFileSync(file, 'utf8'))).map((file) => path.relative(SERVICES, file));
    expect(offenders).toEqual([]);
  });

  it('are recognised in Drizzle and in raw SQL, and reads are not (the check itself)', () => {
    for (const write of ['tx.update(doctors).set({})', 'db.insert(doctors).values(v)', 'sql`UPDATE doctors d SET x = 1`', 'sql`delete from ${doctors} where id = 1`']) {
      expect(WRITE.test(write), write).toBe(true);
    }
    for (const read of ['db.select().from(doctors)', 'sql`select 1 from ${doctors} d2`', '.leftJoin(doctors, eq(doctors.id, x))', 'update doctor_documents set']) {
      expect(WRITE.test(read), read).toBe(false);
    }
  });

  it('are the only lookups of one profile', () => {
    const offenders = sources(SERVICES).filter((file) => LOOKUP.test(fs.readFileSync(file, 'utf8'))).map((file) => path.relative(SERVICES, file));
    expect(offenders).toEqual([]);
    expect(LOOKUP.test('db.select({ a: doctors.id }).from(doctors)\n    .where(eq(doctors.id, id))')).toBe(true);
    expect(LOOKUP.test('.from(doctors).where(and(eq(doctors.userId, u), ne(doctors.id, d)))')).toBe(true);
    expect(LOOKUP.test('.from(doctors).leftJoin(specialities, on).where(eq(doctors.id, id))')).toBe(false);
  });
});
