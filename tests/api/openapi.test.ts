import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Validator } from '@seriousme/openapi-schema-validator';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

/**
 * The OpenAPI document (issue 21): valid OpenAPI 3.1, and complete — every /api route the app
 * registers is in it, and every call of the README's API table. That real answers match it is
 * checked across the whole API suite (tests/helpers/openapi-check.ts, on in every test app).
 */
let t: TestApp;
const routes: Array<{ method: string; url: string }> = [];

beforeAll(async () => {
  t = await createTestApp({ onRoute: (route) => void routes.push({ method: String(route.method), url: route.url ?? '' }) });
});
afterAll(async () => t?.close());

type Document = { openapi: string; paths: Record<string, Record<string, { responses: Record<string, unknown>; parameters?: Array<{ in: string; name: string }>; security?: unknown[] }>> };

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
    expect(document.paths['/api/doctors']?.post?.security).toBeUndefined();
    // Multipart forms carry their fields.
    const profile = document.paths['/api/update-profile']?.post as unknown as { requestBody?: { content: Record<string, unknown> } };
    expect(profile.requestBody?.content['multipart/form-data']).toBeDefined();
  });

  it('serves the interactive reference at /api/docs from this server', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('swagger');
    expect(res.body).not.toMatch(/https?:\/\/(?!localhost)[a-z0-9.-]+\/[^"']*\.(js|css)/i);
  });
});
