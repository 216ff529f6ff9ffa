/**
 * SMART App Launch, standalone patient launch (issue 39), scripted the way a health app runs it:
 * discovery → /oauth/authorize (sign in with the one-time code from the demo outbox, consent) → code →
 * /oauth/token with PKCE → POST /fhir/Appointment with the access token. And what it refuses: a wrong
 * verifier, redirect or client, an expired or reused code, missing scopes, another patient's booking,
 * hostile parameters.
 */
import { createHash, randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointments } from '../../server/db/schema/appointments.ts';
import { smartGrants } from '../../server/db/schema/smart.ts';
import { resetClock, setClock } from '../../server/services/common/clock.ts';
import { outbox } from '../helpers/auth.ts';
import { fhirErrors } from '../helpers/fhir-validate.ts';
import { createTestApp, withApp, type TestApp } from '../helpers/test-app.ts';
import type { World } from './booking-fixtures.ts';
import { NOW, TUESDAY, buildFhirWorld, patient } from './fhir-fixtures.ts';

const REDIRECT = 'https://app.example/callback';
const CLIENT = 'test-app';
const CLIENTS = [
  { client_id: CLIENT, name: 'Pill <b>Planner</b>', redirect_uris: [REDIRECT, 'http://localhost:3000/cb'] },
  { client_id: 'other-app', name: 'Other App', redirect_uris: ['https://other.example/cb'] },
];

let ctx: TestApp;
let world: World;
let at = NOW;
let aud: string;

beforeAll(async () => {
  setClock(() => at);
  ctx = await createTestApp({ env: { SMART_CLIENTS: JSON.stringify(CLIENTS) } });
  world = await buildFhirWorld(ctx.database);
});
afterAll(async () => {
  resetClock();
  await ctx?.close();
});

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
const hiddenOf = (html: string, name: string) => new RegExp(`name="${name}" value="([^"]*)"`).exec(html)?.[1]?.replaceAll('&amp;', '&').replaceAll('&quot;', '"') ?? '';
const pkce = () => {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
};
const slotOf = (time: string) => `${world.dubai.doctorId}-video-${TUESDAY.replaceAll('-', '')}${time.replace(':', '')}`;
const appointmentBody = (time: string) =>
  JSON.stringify({
    resourceType: 'Appointment',
    status: 'booked',
    slot: [{ reference: `Slot/${slotOf(time)}` }],
    description: 'Follow-up on blood pressure',
    contained: [{ resourceType: 'Patient', id: 'p', name: [{ text: 'Layla Hassan' }], telecom: [{ system: 'email', value: 'layla@patient.test' }, { system: 'phone', value: '501234567' }] }],
    participant: [{ actor: { reference: '#p' }, status: 'accepted' }],
  });

function authorizeUrl(overrides: Record<string, string | undefined> = {}, challenge = pkce().challenge) {
  const params: Record<string, string | undefined> = {
    response_type: 'code', client_id: CLIENT, redirect_uri: REDIRECT, scope: 'launch/patient patient/Appointment.rs patient/Appointment.c openid fhirUser',
    state: 'st-123', aud, code_challenge: challenge, code_challenge_method: 'S256', ...overrides,
  };
  const query = new URLSearchParams(Object.entries(params).filter((entry): entry is [string, string] => entry[1] !== undefined));
  return `/oauth/authorize?${query}`;
}

const cookieOf = (response: { headers: Record<string, unknown> }) =>
  ([] as string[]).concat((response.headers['set-cookie'] as string[] | string | undefined) ?? []).map((cookie) => cookie.split(';')[0]).join('; ');

/** The patient signs in on the authorize page with the code from the outbox and lands on consent. */
async function signInOnPage(email: string, url: string, headers: Record<string, string> = {}) {
  const start = await ctx.app.inject({ method: 'GET', url, headers });
  expect(start.statusCode, start.body).toBe(200);
  const sent = await ctx.app.inject({ method: 'POST', url: '/oauth/authorize/send', headers: { ...FORM, ...headers }, payload: form({ request: hiddenOf(start.body, 'request'), step: 'send', email }) });
  expect(sent.statusCode, sent.body).toBe(200);
  const [message] = await outbox(ctx.app, email);
  const verified = await ctx.app.inject({
    method: 'POST', url: '/oauth/authorize', headers: { ...FORM, ...headers },
    payload: form({ request: hiddenOf(sent.body, 'request'), step: 'verify', ref: hiddenOf(sent.body, 'ref'), email, code: message!.code! }),
  });
  expect(verified.statusCode, verified.body).toBe(200);
  return { start, consent: verified, cookie: cookieOf(verified) };
}

/** Allow (or Deny) on the consent page: the redirect's parameters. */
async function decide(consentHtml: string, cookie: string, step: 'approve' | 'deny' = 'approve') {
  const response = await ctx.app.inject({
    method: 'POST', url: '/oauth/authorize', headers: { ...FORM, cookie },
    payload: form({ request: hiddenOf(consentHtml, 'request'), csrf: hiddenOf(consentHtml, 'csrf'), step }),
  });
  expect(response.statusCode, response.body).toBe(303);
  const location = new URL(response.headers.location as string);
  return { location, code: location.searchParams.get('code') ?? '', response };
}

function token(fields: Record<string, string>, headers: Record<string, string> = {}) {
  return ctx.app.inject({ method: 'POST', url: '/oauth/token', headers: { ...FORM, ...headers }, payload: form({ grant_type: 'authorization_code', client_id: CLIENT, redirect_uri: REDIRECT, ...fields }) });
}

/** A whole launch for a signed-in browser (cookie): consent → code → token. */
async function launchWith(cookie: string, scope?: string) {
  const { verifier, challenge } = pkce();
  const page = await ctx.app.inject({ method: 'GET', url: authorizeUrl(scope ? { scope } : {}, challenge), headers: { cookie } });
  expect(page.body).toContain('name="csrf"');
  const { code } = await decide(page.body, cookie);
  const answer = await token({ code, code_verifier: verifier });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json() as { access_token: string; scope: string; patient: string };
}

const bookingCount = async () => (await ctx.database.db.select({ n: count() }).from(appointments))[0]!.n;

let laylaCookie = '';
let laylaId = 0;

describe('SMART standalone launch, end to end', () => {
  it('discovery → authorize (one-time code, consent) → code → token → POST /fhir/Appointment books', async () => {
    for (const url of ['/.well-known/smart-configuration', '/fhir/.well-known/smart-configuration']) {
      const discovery = await ctx.app.inject({ method: 'GET', url });
      expect(discovery.statusCode).toBe(200);
      const config = discovery.json();
      expect(config).toMatchObject({
        code_challenge_methods_supported: ['S256'],
        grant_types_supported: ['authorization_code'],
        capabilities: expect.arrayContaining(['launch-standalone', 'client-public', 'context-standalone-patient', 'permission-v2']),
        scopes_supported: expect.arrayContaining(['patient/Appointment.rs', 'patient/Appointment.c', 'launch/patient']),
      });
      expect(discovery.headers['access-control-allow-origin']).toBe('*');
      aud = config.authorization_endpoint.replace(/\/oauth\/authorize$/, '/fhir');
    }
    const discovery = (await ctx.app.inject({ method: 'GET', url: '/.well-known/smart-configuration' })).json();
    const metadata = (await ctx.app.inject({ method: 'GET', url: '/fhir/metadata' })).json();
    expect(fhirErrors(metadata)).toEqual([]);
    const security = metadata.rest[0].security;
    expect(security.service[0].coding[0]).toMatchObject({ system: 'http://terminology.hl7.org/CodeSystem/restful-security-service', code: 'SMART-on-FHIR' });
    expect(security.extension[0].extension).toEqual([{ url: 'authorize', valueUri: discovery.authorization_endpoint }, { url: 'token', valueUri: discovery.token_endpoint }]);

    const { verifier, challenge } = pkce();
    const { start, consent, cookie } = await signInOnPage('layla@patient.test', authorizeUrl({}, challenge));
    laylaCookie = cookie;
    expect(start.headers['content-type']).toMatch(/^text\/html/);
    expect(start.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    // The app's name is text, never markup.
    expect(start.body).toContain('Pill &lt;b&gt;Planner&lt;/b&gt;');
    expect(start.body).not.toContain('<b>Planner');
    expect(consent.body).toContain('Book appointments for you');
    expect(consent.body).toContain('Read your appointments');
    expect(consent.headers['content-security-policy']).toContain("form-action 'self' https://app.example");

    const { location, code } = await decide(consent.body, cookie);
    expect(`${location.origin}${location.pathname}`).toBe(REDIRECT);
    expect(location.searchParams.get('state')).toBe('st-123');
    expect(code).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // Only a hash of the code is stored.
    const rows = await ctx.database.db.select().from(smartGrants);
    expect(JSON.stringify(rows)).not.toContain(code);

    const answer = await token({ code, code_verifier: verifier });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
    const granted = answer.json();
    expect(granted).toMatchObject({ token_type: 'Bearer', expires_in: 3600, scope: 'launch/patient patient/Appointment.crs' });
    expect(granted.patient).toMatch(/^\d+$/);
    laylaId = Number(granted.patient);
    expect(JSON.stringify(await ctx.database.db.select().from(smartGrants))).not.toContain(granted.access_token);

    const headers = { authorization: `Bearer ${granted.access_token}`, 'content-type': 'application/fhir+json' };
    const booked = await ctx.app.inject({ method: 'POST', url: '/fhir/Appointment', headers, payload: appointmentBody('09:00') });
    expect(booked.statusCode, booked.body).toBe(201);
    const id = booked.json().id as string;
    const [row] = await ctx.database.db.select().from(appointments).where(eq(appointments.id, Number(id)));
    expect(String(row!.patientId)).toBe(granted.patient);
    const read = await ctx.app.inject({ method: 'GET', url: `/fhir/Appointment/${id}`, headers: { authorization: headers.authorization } });
    expect(read.statusCode).toBe(200);
    const search = await ctx.app.inject({ method: 'GET', url: '/fhir/Appointment', headers: { authorization: headers.authorization } });
    expect(search.json().entry.map((entry: { resource: { id: string } }) => entry.resource.id)).toEqual([id]);
    // The SMART token is for /fhir only.
    expect((await ctx.app.inject({ method: 'GET', url: '/api/my-profile', headers: { authorization: headers.authorization } })).statusCode).toBe(401);
  });

  it('a signed-in browser goes straight to consent; Deny answers access_denied with the state', async () => {
    const page = await ctx.app.inject({ method: 'GET', url: authorizeUrl(), headers: { cookie: laylaCookie } });
    expect(page.body).toContain('name="csrf"');
    const { location } = await decide(page.body, laylaCookie, 'deny');
    expect(location.searchParams.get('error')).toBe('access_denied');
    expect(location.searchParams.get('state')).toBe('st-123');
    expect(location.searchParams.get('code')).toBeNull();
  });

  it('the pages speak Arabic (right to left) and Hindi', async () => {
    const arabic = await ctx.app.inject({ method: 'GET', url: authorizeUrl({ ui_locales: 'ar' }) });
    expect(arabic.body).toContain('<html lang="ar" dir="rtl">');
    expect(arabic.body).toMatch(/سجّل الدخول/);
    const hindi = await ctx.app.inject({ method: 'GET', url: authorizeUrl(), headers: { 'accept-language': 'hi-IN,hi;q=0.9', cookie: laylaCookie } });
    expect(hindi.body).toContain('<html lang="hi" dir="ltr">');
    expect(hindi.body).toContain('आपके लिए अपॉइंटमेंट बुक करना');
  });
});

describe('the token exchange refuses', () => {
  it('a wrong PKCE verifier, and the code is spent by it', async () => {
    const { verifier, challenge } = pkce();
    const page = await ctx.app.inject({ method: 'GET', url: authorizeUrl({}, challenge), headers: { cookie: laylaCookie } });
    const { code } = await decide(page.body, laylaCookie);
    const wrong = await token({ code, code_verifier: pkce().verifier });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toBe('invalid_grant');
    expect((await token({ code, code_verifier: verifier })).json().error).toBe('invalid_grant');
  });

  it('another redirect_uri (even one the client registered) or another client', async () => {
    const variants: Array<Record<string, string>> = [{ redirect_uri: 'http://localhost:3000/cb' }, { redirect_uri: 'https://evil.example/cb' }, { client_id: 'other-app', redirect_uri: 'https://other.example/cb' }];
    for (const fields of variants) {
      const { verifier, challenge } = pkce();
      const page = await ctx.app.inject({ method: 'GET', url: authorizeUrl({}, challenge), headers: { cookie: laylaCookie } });
      const { code } = await decide(page.body, laylaCookie);
      const answer = await token({ code, code_verifier: verifier, ...fields });
      expect(answer.statusCode, JSON.stringify(fields)).toBe(400);
      expect(answer.json().error).toBe('invalid_grant');
    }
  });

  it('an expired code (past 60 s) and a reused one; a reused code also ends the token it gave', async () => {
    const first = pkce();
    const page = await ctx.app.inject({ method: 'GET', url: authorizeUrl({}, first.challenge), headers: { cookie: laylaCookie } });
    const { code } = await decide(page.body, laylaCookie);
    at += 61_000;
    try {
      expect((await token({ code, code_verifier: first.verifier })).json().error).toBe('invalid_grant');
    } finally {
      at -= 61_000;
    }

    const second = pkce();
    const again = await ctx.app.inject({ method: 'GET', url: authorizeUrl({}, second.challenge), headers: { cookie: laylaCookie } });
    const { code: fresh } = await decide(again.body, laylaCookie);
    const ok = await token({ code: fresh, code_verifier: second.verifier });
    expect(ok.statusCode).toBe(200);
    const replay = await token({ code: fresh, code_verifier: second.verifier });
    expect(replay.statusCode).toBe(400);
    expect(replay.json().error).toBe('invalid_grant');
    const dead = await ctx.app.inject({ method: 'GET', url: '/fhir/Appointment', headers: { authorization: `Bearer ${ok.json().access_token}` } });
    expect(dead.statusCode).toBe(401);
    expect(dead.headers['www-authenticate']).toContain('error="invalid_token"');
  });

  it("a patient's spent approvals are cleared when they approve again a day later", async () => {
    const mine = async () => (await ctx.database.db.select().from(smartGrants).where(eq(smartGrants.userId, laylaId))).length;
    expect(await mine()).toBeGreaterThan(3);
    at += 2 * 24 * 3600_000;
    try {
      await launchWith(laylaCookie);
      expect(await mine()).toBe(1);
    } finally {
      at -= 2 * 24 * 3600_000;
    }
  });

  it('an unknown client, another grant type, missing or malformed parameters, other content types; errors in the caller\'s language', async () => {
    const unknown = await token({ client_id: 'nobody', code: 'x'.repeat(43), code_verifier: 'v'.repeat(43) });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json().error).toBe('invalid_client');
    expect((await token({ grant_type: 'password', code: 'x'.repeat(43), code_verifier: 'v'.repeat(43) })).json().error).toBe('unsupported_grant_type');
    const missing = await token({ code_verifier: 'v'.repeat(43) }, { 'accept-language': 'ar' });
    expect(missing.json()).toMatchObject({ error: 'invalid_request', error_description: expect.stringMatching(/[\u0600-\u06FF]/) });
    expect((await token({ code: 'x'.repeat(43), code_verifier: 'short' }, { 'accept-language': 'hi' })).json().error_description).toMatch(/[\u0900-\u097F]/);
    const json = await ctx.app.inject({ method: 'POST', url: '/oauth/token', headers: { 'content-type': 'application/json' }, payload: JSON.stringify({ grant_type: 'authorization_code' }) });
    expect(json.statusCode).toBe(400);
    expect(json.json().error).toBe('invalid_request');
    const text = await ctx.app.inject({ method: 'POST', url: '/oauth/token', headers: { 'content-type': 'text/plain' }, payload: 'grant_type=authorization_code' });
    expect(text.statusCode).toBe(400);
    expect(text.json().error).toBe('invalid_request');
    const huge = await ctx.app.inject({ method: 'POST', url: '/oauth/token', headers: FORM, payload: form({ grant_type: 'authorization_code', code: 'x'.repeat(40_000) }) });
    expect(huge.statusCode).toBe(400);
    expect(huge.json().error).toBe('invalid_request');
    // A repeated parameter is refused.
    const twice = await ctx.app.inject({ method: 'POST', url: '/oauth/token', headers: FORM, payload: 'grant_type=authorization_code&grant_type=authorization_code' });
    expect(twice.json().error).toBe('invalid_request');
  });
});

describe('the authorize page refuses', () => {
  it('an unknown client or an unregistered redirect_uri with an error page, never a redirect', async () => {
    for (const overrides of [{ client_id: 'nobody' }, { redirect_uri: 'https://evil.example/cb' }, { client_id: '<script>alert(1)</script>' }, { redirect_uri: undefined }, { client_id: 'other-app' }]) {
      const response = await ctx.app.inject({ method: 'GET', url: authorizeUrl(overrides) });
      expect(response.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(response.headers.location).toBeUndefined();
      expect(response.body).not.toContain('<script>alert');
      expect(response.body).toContain('not registered');
    }
  });

  it('hostile or malformed parameters: oversized state, markup, a plain or malformed challenge, another audience, no grantable scope', async () => {
    const oversized = await ctx.app.inject({ method: 'GET', url: authorizeUrl({ state: 'x'.repeat(5000) }) });
    expect(oversized.statusCode).toBe(400);
    expect(oversized.headers.location).toBeUndefined();
    const cases: Array<[Record<string, string | undefined>, string]> = [
      [{ code_challenge_method: 'plain' }, 'invalid_request'],
      [{ code_challenge_method: undefined }, 'invalid_request'],
      [{ code_challenge: 'short' }, 'invalid_request'],
      [{ code_challenge: '<script>alert(1)</script>' }, 'invalid_request'],
      [{ aud: 'https://evil.example/fhir' }, 'invalid_request'],
      [{ response_type: 'token' }, 'unsupported_response_type'],
      [{ scope: 'openid fhirUser patient/Observation.rs' }, 'invalid_scope'],
      [{ scope: 'patient/Appointment.sr' }, 'invalid_scope'],
    ];
    for (const [overrides, error] of cases) {
      const response = await ctx.app.inject({ method: 'GET', url: authorizeUrl({ state: '"><script>x</script>', ...overrides }) });
      expect(response.statusCode, JSON.stringify(overrides)).toBe(302);
      const location = new URL(response.headers.location as string);
      expect(`${location.origin}${location.pathname}`).toBe(REDIRECT);
      expect(location.searchParams.get('error')).toBe(error);
      expect(location.searchParams.get('state')).toBe('"><script>x</script>');
    }
    // Markup in the state is carried as data, never as markup of our page.
    const page = await ctx.app.inject({ method: 'GET', url: authorizeUrl({ state: '"><script>x</script>' }) });
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain('<script>');
  });

  it('a forged request, a consent without its CSRF token or from another site, a wrong code', async () => {
    const forged = await ctx.app.inject({ method: 'POST', url: '/oauth/authorize/send', headers: FORM, payload: form({ request: 'eyJ9.abc', step: 'send', email: 'a@b.test' }) });
    expect(forged.statusCode).toBe(400);
    expect(forged.body).toContain('This page has expired');
    const page = await ctx.app.inject({ method: 'GET', url: authorizeUrl(), headers: { cookie: laylaCookie } });
    const request = hiddenOf(page.body, 'request');
    const noCsrf = await ctx.app.inject({ method: 'POST', url: '/oauth/authorize', headers: { ...FORM, cookie: laylaCookie }, payload: form({ request, step: 'approve', csrf: 'x' }) });
    expect(noCsrf.statusCode).toBe(403);
    expect(noCsrf.headers.location).toBeUndefined();
    const crossSite = await ctx.app.inject({
      method: 'POST', url: '/oauth/authorize', headers: { ...FORM, cookie: laylaCookie, origin: 'https://evil.example' },
      payload: form({ request, step: 'approve', csrf: hiddenOf(page.body, 'csrf') }),
    });
    expect(crossSite.statusCode).toBe(403);
    // A wrong code shows the product's message on the code page.
    const start = await ctx.app.inject({ method: 'GET', url: authorizeUrl() });
    const sent = await ctx.app.inject({ method: 'POST', url: '/oauth/authorize/send', headers: FORM, payload: form({ request: hiddenOf(start.body, 'request'), step: 'send', email: 'wrong.code@patient.test' }) });
    const [message] = await outbox(ctx.app, 'wrong.code@patient.test');
    const wrongCode = message!.code === '0000' ? '1111' : '0000';
    const wrong = await ctx.app.inject({ method: 'POST', url: '/oauth/authorize', headers: FORM, payload: form({ request: hiddenOf(sent.body, 'request'), step: 'verify', ref: hiddenOf(sent.body, 'ref'), code: wrongCode, email: 'wrong.code@patient.test' }) });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.body).toContain('The code is not correct');
    expect(wrong.headers['set-cookie']).toBeUndefined();
  });
});

describe('the access token on /fhir is limited by its scopes', () => {
  it('without patient/Appointment.c no booking (403 insufficient_scope); with only .c no reading', async () => {
    const readOnly = await launchWith(laylaCookie, 'launch/patient patient/Appointment.rs');
    const before = await bookingCount();
    const refused = await ctx.app.inject({ method: 'POST', url: '/fhir/Appointment', headers: { authorization: `Bearer ${readOnly.access_token}`, 'content-type': 'application/fhir+json' }, payload: appointmentBody('09:30') });
    expect(refused.statusCode).toBe(403);
    expect(refused.headers['www-authenticate']).toBe('Bearer realm="MedBook", error="insufficient_scope", scope="patient/Appointment.c"');
    expect(refused.json()).toMatchObject({ resourceType: 'OperationOutcome', issue: [{ code: 'forbidden' }] });
    expect(await bookingCount()).toBe(before);
    const cancel = await ctx.app.inject({ method: 'POST', url: '/fhir/Appointment/1/$cancel', headers: { authorization: `Bearer ${readOnly.access_token}` } });
    expect(cancel.statusCode).toBe(403);

    const createOnly = await launchWith(laylaCookie, 'patient/Appointment.c');
    expect(createOnly.scope).toBe('patient/Appointment.c');
    for (const url of ['/fhir/Appointment', '/fhir/Appointment/1']) {
      const response = await ctx.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${createOnly.access_token}` } });
      expect(response.statusCode, url).toBe(403);
      expect(response.headers['www-authenticate']).toContain('insufficient_scope');
    }
    // Public reads need no scope.
    expect((await ctx.app.inject({ method: 'GET', url: '/fhir/Practitioner', headers: { authorization: `Bearer ${createOnly.access_token}` } })).statusCode).toBe(200);
  });

  it("another patient's appointment is not found; Sign out everywhere ends the token", async () => {
    const omar = await patient(ctx.app, 'omar@patient.test');
    const booked = await ctx.app.inject({ method: 'POST', url: '/fhir/Appointment', headers: { ...omar.headers, 'content-type': 'application/fhir+json' }, payload: appointmentBody('10:00') });
    expect(booked.statusCode, booked.body).toBe(201);
    const layla = await launchWith(laylaCookie);
    const auth = { authorization: `Bearer ${layla.access_token}` };
    expect((await ctx.app.inject({ method: 'GET', url: `/fhir/Appointment/${booked.json().id}`, headers: auth })).statusCode).toBe(404);
    const mine = (await ctx.app.inject({ method: 'GET', url: '/fhir/Appointment', headers: auth })).json();
    expect(mine.resourceType, JSON.stringify(mine)).toBe('Bundle');
    expect(mine.entry.map((entry: { resource: { id: string } }) => entry.resource.id)).not.toContain(booked.json().id);

    const [, value] = /mb_session=([^;]+)/.exec(laylaCookie)!;
    expect((await ctx.app.inject({ method: 'POST', url: '/api/logout-all', headers: { authorization: `Bearer ${value}` } })).statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'GET', url: '/fhir/Appointment', headers: auth })).statusCode).toBe(401);
  });
});

describe('limits', () => {
  it('the pages and the token call count per client address like /api; code requests by the hour like send-otp', async () => {
    await withApp(ctx.database, { env: { SMART_CLIENTS: JSON.stringify(CLIENTS), RATE_LIMIT_MAX: '3', OTP_SEND_IP_LIMIT: '1' } }, async (limited) => {
      const pages = [];
      for (let n = 0; n < 4; n++) pages.push(await limited.app.inject({ method: 'GET', url: authorizeUrl() }));
      expect(pages.map((page) => page.statusCode)).toEqual([200, 200, 200, 429]);
      expect(pages[3]!.headers['content-type']).toMatch(/^text\/html/);
      const tokens = [];
      for (let n = 0; n < 4; n++) tokens.push(await limited.app.inject({ method: 'POST', url: '/oauth/token', headers: FORM, payload: form({ grant_type: 'password' }) }));
      expect(tokens.map((answer) => answer.statusCode)).toEqual([400, 400, 400, 429]);
      const request = hiddenOf(pages[0]!.body, 'request');
      const sends = [];
      for (const email of ['limit1@patient.test', 'limit2@patient.test']) {
        sends.push(await limited.app.inject({ method: 'POST', url: '/oauth/authorize/send', headers: FORM, payload: form({ request, step: 'send', email }) }));
      }
      expect(sends.map((answer) => answer.statusCode)).toEqual([200, 429]);
    });
  });
});

describe('logs', () => {
  it('never carry the code, the verifier, the access token or the state', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(...String(chunk).split('\n').filter(Boolean));
        done();
      },
    });
    const saved = ctx;
    await withApp(ctx.database, { env: { SMART_CLIENTS: JSON.stringify(CLIENTS) }, logger: { level: 'info', stream } }, async (logged) => {
      ctx = logged;
      try {
        const { verifier, challenge } = pkce();
        // Layla signed out everywhere above: a fresh sign-in on the page.
        const { consent, cookie } = await signInOnPage('logs@patient.test', authorizeUrl({ state: 'secret-state-4711' }, challenge));
        const { code } = await decide(consent.body, cookie);
        const wrong = await token({ code: 'A'.repeat(43), code_verifier: verifier });
        expect(wrong.json().error).toBe('invalid_grant');
        const answer = await token({ code, code_verifier: verifier });
        const accessToken = answer.json().access_token as string;
        expect((await ctx.app.inject({ method: 'GET', url: '/fhir/Appointment', headers: { authorization: `Bearer ${accessToken}` } })).statusCode).toBe(200);
        const log = lines.join('\n');
        expect(lines.length).toBeGreaterThan(3);
        for (const secret of [code, verifier, accessToken, accessToken.slice(6), 'secret-state-4711']) expect(log).not.toContain(secret);
      } finally {
        ctx = saved;
      }
    });
  });
});
