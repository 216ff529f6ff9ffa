import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Validator } from '@seriousme/openapi-schema-validator';
import { OPERATIONS } from '../../server/plugins/openapi-operations.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

/**
 * The OpenAPI document (issue 21): valid OpenAPI 3.1, and complete — every /api route the app
 * registers is in it, and every call of the README's API table. That real answers match it is
 * checked across the whole API suite (tests/helpers/openapi-check.ts, on in every test app).
 * Issue 39: every operation is named (operationId, summary, tag), says its security, declares its
 * files' media types and its own failure statuses, and `redocly lint` finds no error in it.
 */
let t: TestApp;
const routes: Array<{ method: string; url: string }> = [];

beforeAll(async () => {
  t = await createTestApp({ onRoute: (route) => void routes.push({ method: String(route.method), url: route.url ?? '' }) });
});
afterAll(async () => t?.close());

type Response = { content?: Record<string, unknown> };
type Operation = {
  operationId?: string; summary?: string; tags?: string[]; description?: string;
  responses: Record<string, Response>; parameters?: Array<{ in: string; name: string }>; security?: Array<Record<string, string[]>>;
};
type Document = {
  openapi: string;
  tags?: Array<{ name: string; description?: string }>;
  components: { securitySchemes: Record<string, { type: string; in?: string; name?: string; scheme?: string }> };
  paths: Record<string, Record<string, Operation>>;
};

const operationsOf = (document: Document) =>
  Object.entries(document.paths).flatMap(([url, methods]) => Object.entries(methods).map(([method, operation]) => ({ name: `${method.toUpperCase()} ${url}`, operation })));

async function fetchDocument(): Promise<Document> {
  const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
  expect(res.statusCode).toBe(200);
  return res.json() as Document;
}

const toOpenApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

describe('GET /api/openapi.json', () => {
  it('is a valid OpenAPI 3.1 document (checked by a published validator)', async () => {
    const document = await fetchDocument();
    expect(document.openapi).toBe('3.1.0');
    const validator = new Validator();
    const result = await validator.validate(document as unknown as Parameters<Validator['validate']>[0]);
    expect(result.errors ?? [], JSON.stringify(result.errors, null, 1)?.slice(0, 2000)).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('describes every /api route the app registers, with its failure answers', async () => {
    const document = await fetchDocument();
    const missing: string[] = [];
    for (const route of routes) {
      if (!route.url.startsWith('/api/') || route.url.startsWith('/api/docs') || route.url === '/api/openapi.json') continue;
      for (const method of route.method.split(',')) {
        const verb = method.toLowerCase();
        if (verb === 'head') continue;
        const operation = document.paths[toOpenApiPath(route.url)]?.[verb];
        if (!operation) missing.push(`${method} ${route.url}`);
        else expect(operation.responses.default, `${method} ${route.url}`).toBeDefined();
      }
    }
    expect(missing).toEqual([]);
  });

  it("lists every call of the README's API table", async () => {
    const document = await fetchDocument();
    const readme = fs.readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
    const table = readme.slice(readme.indexOf('<!-- api-table -->'), readme.indexOf('<!-- /api-table -->'));
    // `/proof/license\|identity` names two calls.
    const calls = [...table.matchAll(/`(GET|POST|DELETE|PATCH|PUT) (\/api\/[^\s`?]*)/g)].flatMap((match) => {
      const [, method, url] = match as unknown as [string, string, string];
      const alternatives = /^(.*\/)([\w-]+(?:\\\|[\w-]+)+)$/.exec(url);
      return alternatives ? alternatives[2]!.split('\\|').map((last) => [method, `${alternatives[1]}${last}`] as const) : [[method, url] as const];
    });
    const registered = new Set(routes.map((route) => route.url));
    expect(calls.length).toBeGreaterThan(50);
    // The test clock's calls exist only with ALLOW_TEST_CLOCK=1 (not in this app).
    // A documented `{param}` stands for any value the README spells out (`/proof/license`).
    const templates = Object.keys(document.paths).map((path) => ({ path, pattern: new RegExp(`^${path.replace(/\{\w+\}/g, '[^/]+')}$`) }));
    const documented = (method: string, url: string) =>
      templates.some(({ path, pattern }) => pattern.test(toOpenApiPath(url)) && document.paths[path]?.[method.toLowerCase()] !== undefined);
    const missing = calls
      .filter(([, url]) => !url.startsWith('/api/dev/') || registered.has(url))
      // The document itself and its reference page are not operations of the API.
      .filter(([, url]) => url !== '/api/openapi.json' && url !== '/api/docs')
      .filter(([method, url]) => !documented(method, url))
      .map(([method, url]) => `${method} ${url}`);
    expect(missing).toEqual([]);
  });

  it('names the Idempotency-Key on retryable writes and the sign-in on guarded calls', async () => {
    const document = await fetchDocument();
    const booking = document.paths['/api/add-appointment']?.post;
    expect(booking?.parameters?.some((p) => p.in === 'header' && p.name === 'idempotency-key')).toBe(true);
    expect(booking?.security).toEqual([{ session: [] }, { bearer: [] }]);
    expect(booking?.responses['401']).toBeDefined();
    expect(document.paths['/api/doctors']?.post?.security).toEqual([]);
    // Multipart forms carry their fields.
    const profile = document.paths['/api/update-profile']?.post as unknown as { requestBody?: { content: Record<string, unknown> } };
    expect(profile.requestBody?.content['multipart/form-data']).toBeDefined();
  });

  // Issue 39: what a generated client and an API catalogue need from each operation.
  it('names every operation: a unique camelCase operationId, a summary and a tag declared at the top', async () => {
    const document = await fetchDocument();
    const declared = new Map((document.tags ?? []).map((tag) => [tag.name, tag.description]));
    expect(declared.size).toBeGreaterThan(4);
    for (const description of declared.values()) expect(description).toBeTruthy();
    const ids = new Map<string, string>();
    const used = new Set<string>();
    for (const { name, operation } of operationsOf(document)) {
      expect(operation.operationId, name).toMatch(/^[a-z][a-zA-Z0-9]+$/);
      expect(ids.get(operation.operationId!), `${name} reuses the operationId of`).toBeUndefined();
      ids.set(operation.operationId!, name);
      expect(operation.summary, name).toBeTruthy();
      expect(operation.tags?.length, name).toBe(1);
      expect(declared.has(operation.tags![0]!), `${name}: tag ${operation.tags![0]} is not declared`).toBe(true);
      used.add(operation.tags![0]!);
    }
    // Stable: clients generated from an earlier document keep their function names.
    expect(document.paths['/api/add-appointment']?.post?.operationId).toBe('addAppointment');
    expect(document.paths['/api/doctors']?.post?.operationId).toBe('listDoctors');
    expect(document.paths['/api/appointments/{id}/calendar.ics']?.get?.operationId).toBe('getAppointmentCalendar');
    expect([...declared.keys()].filter((tag) => !used.has(tag))).toEqual([]);
    // No line of the table outlives its route; the test servers' own calls (ALLOW_TEST_CLOCK) are named too.
    const testServer = await createTestApp({ env: { ALLOW_TEST_CLOCK: '1' }, database: t.database });
    const withTestCalls = (await testServer.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as Document;
    await testServer.close();
    for (const { name, operation } of operationsOf(withTestCalls)) expect(operation.operationId && operation.summary && operation.tags?.length, name).toBeTruthy();
    const stale = Object.keys(OPERATIONS).filter((key) => {
      const [method, url] = key.split(' ') as [string, string];
      return !withTestCalls.paths[url]?.[method.toLowerCase()];
    });
    expect(stale).toEqual([]);
  });

  it('says who may call: `security: []` on public calls, the declared cookie and Bearer schemes on the others', async () => {
    const document = await fetchDocument();
    expect(document.components.securitySchemes).toEqual({
      session: { type: 'apiKey', in: 'cookie', name: 'mb_session' },
      bearer: { type: 'http', scheme: 'bearer' },
    });
    for (const { name, operation } of operationsOf(document)) {
      expect(operation.security, name).toBeDefined();
      for (const requirement of operation.security!) for (const scheme of Object.keys(requirement)) expect(document.components.securitySchemes[scheme], name).toBeDefined();
      // A guarded call answers 401 without a session; a public one does not require one.
      if (operation.security!.length > 0 && !operation.security!.some((requirement) => Object.keys(requirement).length === 0)) {
        expect(operation.responses['401'], name).toBeDefined();
      }
    }
    for (const url of ['/api/home', '/api/health', '/api/cities']) expect(document.paths[url]?.get?.security, url).toEqual([]);
    expect(document.paths['/api/verify-otp']?.post?.security).toEqual([]);
    expect(document.paths['/api/appointment-link/confirm']?.post?.security).toEqual([]);
    expect(document.paths['/api/admin/claims']?.get?.security).toEqual([{ session: [] }, { bearer: [] }]);
    // Public, but a patient's session shows the slot held for them: optional.
    expect(document.paths['/api/doctor-availability']?.post?.security).toEqual([{}, { session: [] }, { bearer: [] }]);
  });

  it('declares file answers in their own media types, and the 404/409/410/422 each call can answer', async () => {
    const document = await fetchDocument();
    const media = (url: string) => Object.keys(document.paths[url]?.get?.responses['200']?.content ?? {});
    expect(media('/api/appointments/{id}/calendar.ics')).toEqual(['text/calendar']);
    for (const url of ['/api/doctor/documents/{kind}', '/api/admin/claims/{id}/proof/{kind}', '/api/admin/doctors/{id}/proof/{kind}']) {
      expect(media(url), url).toEqual(['image/jpeg', 'image/png', 'application/pdf']);
    }
    for (const { name, operation } of operationsOf(document)) {
      for (const [status, response] of Object.entries(operation.responses)) {
        expect(Object.keys(response.content ?? {}), `${name} ${status}`).not.toContain('application/octet-stream');
        if (/^[45]/.test(status)) expect(response.content?.['application/json'], `${name} ${status}`).toEqual({ schema: { $ref: '#/components/schemas/Failure' } });
      }
    }
    const statuses = (url: string, method = 'post') => Object.keys(document.paths[url]?.[method]?.responses ?? {});
    expect(statuses('/api/add-appointment')).toEqual(expect.arrayContaining(['404', '409', '422']));
    expect(statuses('/api/doctor-detail', 'get')).toContain('404');
    expect(statuses('/api/appointments/{id}/calendar.ics', 'get')).toEqual(expect.arrayContaining(['404', '409']));
    expect(statuses('/api/waitlist')).toEqual(expect.arrayContaining(['404', '422']));
    expect(statuses('/api/appointment-link/confirm')).toEqual(expect.arrayContaining(['409', '410']));
    expect(statuses('/api/proposals/{id}/accept')).toEqual(expect.arrayContaining(['404', '409', '410', '422']));
    expect(statuses('/api/admin/claims/{id}/approve')).toEqual(expect.arrayContaining(['404', '409']));
    // A call that cannot conflict does not say it can.
    expect(statuses('/api/home', 'get')).not.toContain('409');
  });

  it('declares 413 on every call that takes a body, as each answers one past the 1 MB limit (and no read does)', async () => {
    const document = await fetchDocument();
    const big = JSON.stringify({ padding: 'x'.repeat(1024 * 1024) });
    const wrong: string[] = [];
    for (const [url, methods] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(methods)) {
        const declared = '413' in operation.responses;
        if (['get', 'head', 'options'].includes(method)) {
          if (declared) wrong.push(`${method} ${url} declares 413`);
          continue;
        }
        if (!declared) wrong.push(`${method} ${url} does not declare 413`);
        const answer = await t.app.inject({
          method: method.toUpperCase() as 'POST', url: url.replace(/\{\w+\}/g, '1'), headers: { 'content-type': 'application/json' }, payload: big,
        });
        if (answer.statusCode !== 413) wrong.push(`${method} ${url} answered ${answer.statusCode}`);
        else expect(answer.json()).toMatchObject({ success: false, message: expect.any(String) });
      }
    }
    expect(wrong).toEqual([]);
  });

  it('passes `redocly lint` (2.x, recommended rules) with no error', async () => {
    const document = await fetchDocument();
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'medbook-openapi-'));
    try {
      const file = path.join(dir, 'openapi.json');
      fs.writeFileSync(file, JSON.stringify(document));
      const cli = fileURLToPath(new URL('../../node_modules/@redocly/cli/bin/cli.js', import.meta.url));
      const run = await promisify(execFile)(process.execPath, [cli, 'lint', '--extends', 'recommended', file, '--format', 'json', '--max-problems', '1000'], {
        env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
        maxBuffer: 16 * 1024 * 1024,
      }).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? '' }));
      const report = JSON.parse(run.stdout) as { version: string; totals: { errors: number; warnings: number }; problems: Array<{ ruleId: string; severity: string; message: string; location?: Array<{ pointer?: string }> }> };
      expect(report.version).toMatch(/^2\./);
      const errors = report.problems.filter((problem) => problem.severity === 'error').map((problem) => `${problem.ruleId} ${problem.location?.[0]?.pointer ?? ''}: ${problem.message}`);
      expect(errors).toEqual([]);
      expect(report.totals.errors).toBe(0);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);

  it('serves the interactive reference at /api/docs from this server', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('swagger');
    expect(res.body).not.toMatch(/https?:\/\/(?!localhost)[a-z0-9.-]+\/[^"']*\.(js|css)/i);
  });
});
