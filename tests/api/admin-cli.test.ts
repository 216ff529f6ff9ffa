/**
 * `npm run admin` stays for scripts (issue 20): against PostgreSQL it works
 * while a server runs on the same database, and its decisions land in the
 * same audit log as the console's, under the admin named by --as.
 * (With PGlite it refuses and points to the console: data-dir-lock.test.ts.)
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/client.ts';
import { adminDecisions } from '../../server/db/schema/admin.ts';
import { doctors } from '../../server/db/schema/doctors.ts';
import { users } from '../../server/db/schema/users.ts';
import { ROOT_DIR } from '../../server/paths.ts';
import { createTestDatabase } from '../helpers/test-app.ts';
import { spawnServer, waitUntilHealthy, type ServerProcess } from '../helpers/server-process.ts';

const postgres = Boolean(process.env.TEST_DATABASE_URL);

describe.skipIf(!postgres)('npm run admin on PostgreSQL while the server runs', () => {
  let server: ServerProcess;
  let database: Database;
  let drop: () => Promise<void>;
  let url: string;

  beforeAll(async () => {
    const created = await createTestDatabase();
    database = created.database;
    drop = created.drop;
    url = created.url!;
    server = await spawnServer({ DATABASE_URL: url });
    await waitUntilHealthy(server);
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
    if (server) fs.rmSync(server.dataDir, { recursive: true, force: true });
    await drop?.();
  });

  const admin = (...args: string[]) =>
    spawnSync(process.execPath, ['--import', 'tsx', 'server/admin/cli.ts', ...args], {
      cwd: ROOT_DIR,
      env: { ...process.env, DATABASE_URL: url, NODE_ENV: 'test', LOG_LEVEL: 'warn' },
      encoding: 'utf8',
      timeout: 60_000,
    });

  it('lists and verifies a registration; the log names the admin given by --as', async () => {
    await database.db.insert(users).values({ role: 'admin', email: 'ops@team.test', emailVerifiedAt: new Date() });
    const [doctor] = await database.db
      .insert(doctors)
      .values({ slug: 'cli-pending', firstName: 'Cli', lastName: 'Pending', verificationStatus: 'pending', registrationCompleted: true })
      .returning({ id: doctors.id });
    const listed = admin('doctors', '--pending');
    expect(listed.status, listed.stderr).toBe(0);
    expect(listed.stdout).toContain(`#${doctor!.id}  Cli Pending`);

    const verified = admin('verify-doctor', String(doctor!.id), '--as', 'ops@team.test');
    expect(verified.status, verified.stderr).toBe(0);
    expect(verified.stdout).toContain(`Doctor ${doctor!.id} verified.`);
    const [row] = await database.db.select({ status: doctors.verificationStatus }).from(doctors).where(eq(doctors.id, doctor!.id));
    expect(row!.status).toBe('verified');
    const log = await database.db.select().from(adminDecisions).where(eq(adminDecisions.subjectId, doctor!.id));
    expect(log).toMatchObject([{ subjectType: 'doctor', action: 'verify', actor: 'ops@team.test' }]);
    // The server kept serving meanwhile.
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);

    const unknown = admin('verify-doctor', String(doctor!.id), '--as', 'nobody@team.test');
    expect(unknown.status).toBe(2);
    expect(unknown.stderr).toContain('no admin account has nobody@team.test');
  }, 120_000);
});
