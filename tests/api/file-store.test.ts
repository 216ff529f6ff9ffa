/**
 * Uploads in the shared file stores (server/services/file-store*.ts): the
 * database (stored_files; what PostgreSQL deployments use without S3) and an
 * S3-compatible bucket (a real s3rver on a random port, with signed requests).
 * Runs on PGlite and, with TEST_DATABASE_URL, on PostgreSQL. Nothing may land
 * in DATA_DIR; public photos keep their URLs and cache headers; private proofs
 * are readable only through the authorised routes.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claims } from '../../server/db/schema/engagement.ts';
import { storedFiles } from '../../server/db/schema/shared-state.ts';
import { users } from '../../server/db/schema/users.ts';
import { createSession } from '../../server/services/auth/sessions.ts';
import { resetClock, setClock } from '../../server/services/common/clock.ts';
import { t } from '../helpers/messages.ts';
import { bearer } from '../helpers/auth.ts';
import { createTestApp, createTestDatabase, type TestApp } from '../helpers/test-app.ts';
import { formData, pdfBytes, pngBytes, scriptBytes } from './account-fixtures.ts';
import { NOW, buildWorld, patient, type World } from './booking-fixtures.ts';

const BUCKET = 'medbook-test';
let s3: S3rver;
let s3Dir: string;
let s3Endpoint: string;
let shared: Awaited<ReturnType<typeof createTestDatabase>>;
let world: World;

beforeAll(async () => {
  setClock(() => NOW);
  s3Dir = fs.mkdtempSync(path.join(os.tmpdir(), 'medbook-s3-'));
  s3 = new S3rver({ port: 0, address: '127.0.0.1', directory: s3Dir, silent: true, configureBuckets: [{ name: BUCKET, configs: [] }] });
  const { port } = await s3.run();
  s3Endpoint = `http://127.0.0.1:${port}`;
  shared = await createTestDatabase();
  world = await buildWorld(shared.database);
}, 120_000);
afterAll(async () => {
  resetClock();
  await s3?.close();
  await shared?.drop();
  fs.rmSync(s3Dir, { recursive: true, force: true });
});

const stores = [
  { name: 'database', env: () => ({ FILE_STORE: 'database' }) },
  {
    name: 's3',
    env: () => ({ S3_BUCKET: BUCKET, S3_ENDPOINT: s3Endpoint, S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER' }),
  },
] as const;

/** Every file under a directory (recursively). */
const filesUnder = (dir: string): string[] =>
  fs.existsSync(dir) ? fs.readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).map((e) => e.name) : [];

describe.each(stores)('the $name file store', ({ name, env }) => {
  let ctx: TestApp;
  let nadia: Awaited<ReturnType<typeof patient>>;
  let omar: Awaited<ReturnType<typeof patient>>;
  let adminHeaders: Record<string, string>;

  beforeAll(async () => {
    ctx = await createTestApp({ database: shared.database, env: env() });
    nadia = await patient(ctx.app, `nadia.${name}@files.test`);
    omar = await patient(ctx.app, `omar.${name}@files.test`);
    const [admin] = await shared.database.db.insert(users).values({ role: 'admin', email: `admin.${name}@files.test` }).returning({ id: users.id });
    adminHeaders = bearer((await createSession(shared.database.db, admin!.id)).token);
  }, 60_000);
  afterAll(async () => {
    await ctx?.close();
  });

  const upload = (bytes: Buffer, headers = nadia.headers) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/update-profile',
      headers,
      payload: formData({}, { profile_picture: { name: 'me.png', type: 'image/png', bytes } }),
    });

  it(`is the one the configuration chose (${name})`, () => {
    expect(ctx.app.fileStore.kind).toBe(name);
  });

  it('serves an uploaded photo at its public URL with its type and cache headers; nothing is written to DATA_DIR', async () => {
    const photo = pngBytes(3, 2);
    const response = await upload(photo);
    expect(response.statusCode, response.body).toBe(200);
    const url: string = response.json().data.profile_image;
    expect(url).toMatch(/^\/media\/uploads\/avatars\/[0-9a-f]{32}\.png$/);

    const served = await ctx.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toBe('public, max-age=86400');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload.equals(photo)).toBe(true);
    const again = await ctx.app.inject({ method: 'GET', url, headers: { 'if-none-match': String(served.headers.etag) } });
    expect(again.statusCode).toBe(304);

    expect(filesUnder(path.join(ctx.config.dataDir, 'uploads'))).toEqual([]);
  });

  it('replacing the photo deletes the old file from the store', async () => {
    const first = (await upload(pngBytes(4, 4))).json().data.profile_image as string;
    const second = (await upload(pngBytes(5, 5))).json().data.profile_image as string;
    expect(second).not.toBe(first);
    expect((await ctx.app.inject({ method: 'GET', url: first })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: second })).statusCode).toBe(200);
  });

  it('refuses a script posing as a photo and stores nothing', async () => {
    const before = await storedCount();
    const response = await upload(scriptBytes());
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, message: t('files.imageOnly') });
    expect(await storedCount()).toBe(before);
  });

  it('answers 404 (a 4xx for an over-long name), never 5xx, to hostile and unknown media paths', async () => {
    for (const url of [
      '/media/uploads/avatars/00000000000000000000000000000000.png',
      '/media/uploads/avatars/..%2f..%2fetc%2fpasswd',
      '/media/uploads/AVATARS/x.png',
      '/media/uploads/avatars/<script>alert(1)</script>.png',
      `/media/uploads/avatars/${'a'.repeat(5000)}.png`,
      '/media/uploads/avatars',
    ]) {
      const response = await ctx.app.inject({ method: 'GET', url });
      if (url.length > 1000) {
        // Refused before routing (414, or 403 by the security plugin): a 4xx either way.
        expect(response.statusCode, `${response.statusCode} ${response.body}`).toBeGreaterThanOrEqual(400);
        expect(response.statusCode).toBeLessThan(500);
      } else {
        expect(response.statusCode, url).toBe(404);
      }
    }
  });

  it('keeps claim proofs private: never under /media, only the admin route reads them', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/add-claim',
      headers: nadia.headers,
      payload: formData(
        { first_name: 'Nadia', last_name: 'Karim', doctor_id: world.unverified.doctorId, license_proof_number: 'DHA-1', id_proof_number: 'P1', claim_type: 'claim' },
        { license_proof: { name: 'licence.png', type: 'image/png', bytes: pngBytes(2, 2) }, identity_proof: { name: 'id.pdf', type: 'application/pdf', bytes: pdfBytes() } },
      ),
    });
    expect(response.statusCode, response.body).toBe(200);
    const [row] = await shared.database.db.select().from(claims).where(eq(claims.id, response.json().data.claim.id));
    const name = row!.licenseProofPath.split('/')[1]!;
    for (const url of [`/media/uploads/claims/${name}`, `/media/uploads/private/claims/${name}`, `/media/uploads/..%2fprivate%2fclaims/${name}`]) {
      const served = await ctx.app.inject({ method: 'GET', url });
      expect(served.statusCode, url).toBe(404);
    }
    const proofUrl = `/api/admin/claims/${row!.id}/proof/license`;
    expect((await ctx.app.inject({ method: 'GET', url: proofUrl })).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'GET', url: proofUrl, headers: nadia.headers })).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url: proofUrl, headers: omar.headers })).statusCode).toBe(403);
    const proof = await ctx.app.inject({ method: 'GET', url: proofUrl, headers: adminHeaders });
    expect(proof.statusCode).toBe(200);
    expect(proof.headers['content-type']).toBe('image/png');
    expect(proof.headers['cache-control']).toBe('private, no-store');
    expect(proof.rawPayload.equals(pngBytes(2, 2))).toBe(true);
    const identity = await ctx.app.inject({ method: 'GET', url: `/api/admin/claims/${row!.id}/proof/identity_proof`, headers: adminHeaders });
    expect(identity.headers['content-type']).toBe('application/pdf');
    expect(identity.rawPayload.equals(pdfBytes())).toBe(true);
    expect(filesUnder(path.join(ctx.config.dataDir, 'uploads'))).toEqual([]);
  });

  async function storedCount(): Promise<number> {
    if (name === 'database') return (await shared.database.db.select({ key: storedFiles.key }).from(storedFiles)).length;
    return filesUnder(path.join(s3Dir, BUCKET)).filter((file) => !file.startsWith('.')).length;
  }
});

describe('the S3 store authenticates', () => {
  // s3rver checks the access key of a SigV4 request but not the signature bytes
  // (its V4 check is unimplemented), so this proves the requests are signed
  // with the configured key, not that a real AWS endpoint accepts the signature.
  it('an unknown access key is refused by the server and the error reaches the caller', async () => {
    const { s3FileStore } = await import('../../server/services/files/file-store-s3.ts');
    const store = s3FileStore({ bucket: BUCKET, endpoint: s3Endpoint, region: 'us-east-1', accessKeyId: 'NOBODY', secretAccessKey: 'wrong' });
    await expect(store.put('public/avatars/x.png', pngBytes(), 'image/png')).rejects.toThrow(/S3 put failed: 403/);
  });
});

describe('configuration', () => {
  it('picks s3 with S3_BUCKET, the database with DATABASE_URL, the disk otherwise; S3 without keys is refused', async () => {
    const { loadConfig } = await import('../../server/config.ts');
    expect(loadConfig({}).fileStore).toBe('disk');
    expect(loadConfig({ DATABASE_URL: 'postgres://x/y' }).fileStore).toBe('database');
    expect(loadConfig({ DATABASE_URL: 'postgres://x/y', S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'k', S3_SECRET_ACCESS_KEY: 's' }).fileStore).toBe('s3');
    expect(() => loadConfig({ S3_BUCKET: 'b' })).toThrow('S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY');
  });
});
