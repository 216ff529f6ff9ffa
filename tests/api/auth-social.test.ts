import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalJWKSet, exportJWK, generateKeyPair, SignJWT, type JWTPayload } from 'jose';
import { eq } from 'drizzle-orm';
import { users } from '../../server/db/schema/users.ts';
import { setSocialKeySet } from '../../server/services/auth/social-login.ts';
import { t } from '../helpers/messages.ts';
import { bearer, seedPatient } from '../helpers/auth.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

const CLIENT_ID = 'test-client.apps.googleusercontent.com';
const MS_CLIENT_ID = '11111111-2222-3333-4444-555555555555';
const MS_TENANT = '9188040d-6c67-4c5b-b112-36a304b66dad';

let ctx: TestApp;
let privateKey: CryptoKey;
let otherKey: CryptoKey;

beforeAll(async () => {
  const pair = await generateKeyPair('RS256');
  privateKey = pair.privateKey;
  otherKey = (await generateKeyPair('RS256')).privateKey;
  const jwk = { ...(await exportJWK(pair.publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
  const keySet = createLocalJWKSet({ keys: [jwk] });
  setSocialKeySet('google', keySet);
  setSocialKeySet('microsoft', keySet);
  ctx = await createTestApp({ env: { GOOGLE_CLIENT_ID: CLIENT_ID, MICROSOFT_CLIENT_ID: MS_CLIENT_ID } });
});
afterAll(async () => {
  setSocialKeySet('google', undefined);
  setSocialKeySet('microsoft', undefined);
  await ctx?.close();
});

function googleToken(claims: JWTPayload, options: { audience?: string; expires?: string | number; key?: CryptoKey; issuer?: string } = {}) {
  return new SignJWT({ email_verified: true, ...claims })
    .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
    .setIssuer(options.issuer ?? 'https://accounts.google.com')
    .setAudience(options.audience ?? CLIENT_ID)
    .setIssuedAt()
    .setExpirationTime(options.expires ?? '1h')
    .sign(options.key ?? privateKey);
}

const socialLogin = (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'POST', url: '/api/social-login', payload, headers });

describe('auth-config', () => {
  it('publishes the configured client ids', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/auth-config' });
    expect(response.json()).toEqual({ success: true, data: { google_client_id: CLIENT_ID, microsoft_client_id: MS_CLIENT_ID } });
  });
});

describe('google sign-in', () => {
  it('creates a patient from a valid ID token and signs in', async () => {
    const credential = await googleToken({ sub: 'google-sub-1', email: 'Social.New@Gmail.com', given_name: 'Sam', family_name: 'Lee' });
    const response = await socialLogin({ login_type: 'google', credential });
    expect(response.statusCode).toBe(200);
    const { user_details, token } = response.json().data;
    expect(user_details).toMatchObject({ user_role: 'user', email: 'social.new@gmail.com', first_name: 'Sam', last_name: 'Lee', name: 'Sam Lee' });
    const me = await ctx.app.inject({ method: 'GET', url: '/api/my-profile?user_type=user', headers: bearer(token) });
    expect(me.json().data.email_verified_at).toEqual(expect.any(String));
    // Same Google account again: the same patient.
    const again = await socialLogin({ login_type: 'google', credential: await googleToken({ sub: 'google-sub-1', email: 'changed@gmail.com' }) });
    expect(again.json().data.user_details.id).toBe(user_details.id);
  });

  it('links an existing patient by verified email', async () => {
    const id = await seedPatient(ctx.database, { email: 'existing@example.com', firstName: 'Existing' });
    const credential = await googleToken({ sub: 'google-sub-2', email: 'existing@example.com' });
    const response = await socialLogin({ login_type: 'google', credential }, { 'x-session-transport': 'cookie' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.user_details.id).toBe(id);
    expect(response.json().data.token).toBeUndefined();
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, id));
    expect(row!.googleId).toBe('google-sub-2');
  });

  it('never links an account that only typed the email (unverified): the Google user gets their own', async () => {
    const squatter = await seedPatient(ctx.database, { email: 'typed.victim@gmail.com', emailVerifiedAt: null });
    const credential = await googleToken({ sub: 'google-sub-squat', email: 'typed.victim@gmail.com' });
    const response = await socialLogin({ login_type: 'google', credential });
    expect(response.statusCode).toBe(200);
    const id = response.json().data.user_details.id;
    expect(id).not.toBe(squatter);
    const [mine] = await ctx.database.db.select().from(users).where(eq(users.id, id));
    expect(mine).toMatchObject({ email: 'typed.victim@gmail.com', googleId: 'google-sub-squat' });
    const [theirs] = await ctx.database.db.select().from(users).where(eq(users.id, squatter));
    expect(theirs).toMatchObject({ email: null, googleId: null });
  });

  it('ignores identity fields of the body: only the token counts', async () => {
    const id = await seedPatient(ctx.database, { email: 'victim@example.com' });
    const credential = await googleToken({ sub: 'google-sub-3', email: 'attacker@gmail.com' });
    const response = await socialLogin({ login_type: 'google', credential, email: 'victim@example.com', google_id: 'whatever' });
    expect(response.json().data.user_details.id).not.toBe(id);
    expect(response.json().data.user_details.email).toBe('attacker@gmail.com');
  });

  it.each([
    ['a wrong audience', () => googleToken({ sub: 's', email: 'a@gmail.com' }, { audience: 'someone-else' })],
    ['an expired token', () => googleToken({ sub: 's', email: 'a@gmail.com' }, { expires: Math.floor(Date.now() / 1000) - 3600 })],
    ['another signing key', () => googleToken({ sub: 's', email: 'a@gmail.com' }, { key: otherKey })],
    ['a foreign issuer', () => googleToken({ sub: 's', email: 'a@gmail.com' }, { issuer: 'https://evil.example' })],
    ['an unverified email', () => googleToken({ sub: 's', email: 'a@gmail.com', email_verified: false })],
    ['garbage', async () => 'not-a-jwt-at-all'],
  ])('refuses %s with 401', async (_name, make) => {
    const response = await socialLogin({ login_type: 'google', credential: await make() });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ success: false, message: t('auth.googleFailed') });
    expect(response.cookies).toHaveLength(0);
  });
});

describe('microsoft sign-in', () => {
  const msToken = (claims: JWTPayload, tenant = MS_TENANT) =>
    new SignJWT({ tid: tenant, ...claims })
      .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
      .setIssuer(`https://login.microsoftonline.com/${tenant}/v2.0`)
      .setAudience(MS_CLIENT_ID)
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(privateKey);

  it('signs a personal Microsoft account in', async () => {
    const credential = await msToken({ sub: 'ms-sub', oid: 'ms-oid-1', email: 'someone@outlook.com', name: 'Ana Silva' });
    const response = await socialLogin({ login_type: 'microsoft', credential });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.user_details).toMatchObject({ email: 'someone@outlook.com', first_name: 'Ana', last_name: 'Silva' });
  });

  it('does not trust the email of a work tenant to link accounts', async () => {
    const id = await seedPatient(ctx.database, { email: 'boss@corp.example' });
    const credential = await msToken({ oid: 'ms-oid-2', sub: 'x', email: 'boss@corp.example' }, 'aaaaaaaa-0000-0000-0000-000000000000');
    const response = await socialLogin({ login_type: 'microsoft', credential });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.user_details.id).not.toBe(id);
    expect(response.json().data.user_details.email).toBeNull();
  });

  it('checks the nonce of the redirect sign-in: the same one passes, another or none in the token is refused', async () => {
    const nonce = 'n0nce-from-the-browser-0123456789';
    const good = await socialLogin({ login_type: 'microsoft', nonce, credential: await msToken({ oid: 'ms-oid-nonce', sub: 's', nonce }) });
    expect(good.statusCode).toBe(200);
    expect(good.json().data.user_details.user_role).toBe('user');

    for (const claims of [{ nonce: 'another-nonce-of-an-older-sign-in' }, {}]) {
      const refused = await socialLogin({ login_type: 'microsoft', nonce, credential: await msToken({ oid: 'ms-oid-nonce', sub: 's', ...claims }) });
      expect(refused.statusCode).toBe(401);
      expect(refused.json()).toEqual({ success: false, message: t('auth.socialFailed') });
      expect(refused.cookies).toHaveLength(0);
    }
  });

  it('refuses a nonce that is too short to be one the web app made', async () => {
    const response = await socialLogin({ login_type: 'microsoft', nonce: 'short', credential: await msToken({ oid: 'o', sub: 's', nonce: 'short' }) });
    expect(response.statusCode).toBe(400);
  });

  it('refuses an issuer that does not match the tenant', async () => {
    const credential = await new SignJWT({ tid: MS_TENANT, oid: 'o', sub: 's' })
      .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
      .setIssuer('https://login.microsoftonline.com/other-tenant/v2.0')
      .setAudience(MS_CLIENT_ID)
      .setExpirationTime('1h')
      .sign(privateKey);
    const response = await socialLogin({ login_type: 'microsoft', credential });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe(t('auth.socialFailed'));
  });
});

describe('not configured', () => {
  it('answers 400 with a clear message and null client ids', async () => {
    const bare = await createTestApp({ database: ctx.database });
    try {
      const config = await bare.app.inject({ method: 'GET', url: '/api/auth-config' });
      expect(config.json().data).toEqual({ google_client_id: null, microsoft_client_id: null });
      const credential = await googleToken({ sub: 's', email: 'a@gmail.com' });
      const google = await bare.app.inject({ method: 'POST', url: '/api/social-login', payload: { login_type: 'google', credential } });
      expect(google.statusCode).toBe(400);
      expect(google.json()).toEqual({ success: false, message: t('auth.socialNotConfigured') });
      const microsoft = await bare.app.inject({ method: 'POST', url: '/api/social-login', payload: { login_type: 'microsoft', credential } });
      expect(microsoft.statusCode).toBe(400);
      expect(microsoft.json().message).toBe(t('auth.microsoftNotConfigured'));
    } finally {
      await bare.close();
    }
  });
});
