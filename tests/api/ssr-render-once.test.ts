import { beforeAll, describe, expect, it } from 'vitest';
import type { Locale } from '../../src/shared/i18n/locale.ts';
import { doctorPath } from '../../src/shared/urls.ts';
import type { TestApp } from '../helpers/test-app.ts';
import { withListingFixture, type Fixture } from './listing-fixture.ts';

/**
 * Issue 40: a public page's loaders declare its data, so the server renders it in one React pass
 * (it used to render up to 4 times while it discovered its queries). The renderer is the web app's
 * own src/entry-server.tsx over this app's API, as server/plugins/ssr.ts wires it.
 */
/** src/entry-server.tsx as this file uses it (the tests' tsconfig compiles no JSX, so its types are not imported). */
type SsrResult =
  | { kind: 'page'; status: number; html: string; state: { queries: { queryKey: unknown }[] }; renders: number }
  | { kind: 'redirect'; status: number; location: string };
interface Renderer {
  setupSsr(setup: { locale: () => Locale; fetch: (url: string, init: RequestInit) => Promise<Response> }): Promise<void>;
  renderPage(url: string): Promise<SsrResult>;
}
const ENTRY = '../../src/entry-server.tsx';

let t: TestApp;
let fx: Fixture;
let locale: Locale = 'en';
let renderPage: (url: string) => Promise<SsrResult>;
withListingFixture((ctx) => ({ t, fx } = ctx), { env: { RATE_LIMIT_MAX: '100000' } });

beforeAll(async () => {
  const entry = (await import(ENTRY)) as Renderer;
  await entry.setupSsr({
    locale: () => locale,
    fetch: async (url, init) => {
      const answer = await t.app.inject({
        method: (init.method ?? 'GET') as 'GET',
        url,
        headers: { ...(init.headers as Record<string, string>), 'accept-language': locale },
        payload: typeof init.body === 'string' ? init.body : undefined,
      });
      return new Response(answer.statusCode === 204 ? null : new Uint8Array(answer.rawPayload), { status: answer.statusCode, headers: answer.headers as Record<string, string> });
    },
  });
  renderPage = entry.renderPage;
});

async function page(url: string, lang: Locale) {
  locale = lang;
  const result = await renderPage(url);
  if (result.kind !== 'page') throw new Error(`${url} answered a ${result.status} redirect to ${result.location}`);
  return result;
}

describe('server rendering renders a public page once', () => {
  for (const lang of ['en', 'ar'] as const) {
    const prefix = lang === 'en' ? '' : '/ar';

    it(`home (${lang})`, async () => {
      const result = await page(`${prefix}/`, lang);
      expect(result.status).toBe(200);
      // The speciality tiles come from the home data: the page was rendered with it, not as a skeleton.
      expect(result.html.includes('/cardiology/default-location'), 'a speciality tile').toBe(true);
      expect(result.renders).toBe(1);
    });

    it(`listing by speciality slug, without its id (${lang})`, async () => {
      const doctor = fx.doctors.find((d) => d.speciality === 'cardiology' && d.citySlug)!;
      const result = await page(`${prefix}/cardiology/${doctor.citySlug}`, lang);
      expect(result.status).toBe(200);
      expect(result.html.includes(doctor.lastName), doctor.lastName).toBe(true);
      expect(result.renders).toBe(1);
    });

    it(`doctor page (${lang})`, async () => {
      const doctor = fx.doctors.find((d) => d.citySlug && d.onlineDays > 0)!;
      const result = await page(`${prefix}${doctorPath({ id: doctor.id, slug: doctor.slug, speciality: { slug: doctor.speciality }, city_slug: doctor.citySlug })}`, lang);
      expect(result.status).toBe(200);
      expect(result.html.includes(doctor.lastName), doctor.lastName).toBe(true);
      // The booking panel's first slots are in the dehydrated state, fetched by the loader.
      const keys = result.state.queries.map((q) => q.queryKey);
      expect(keys).toContainEqual(['doctor', doctor.id, 'availability', 'online', null, null, null]);
      expect(result.renders).toBe(1);
    });
  }

  it('a render leaves nothing behind: no timer keeps its queries, client and request for the browser’s 7-day gcTime', async () => {
    const doctor = fx.doctors.find((d) => d.citySlug && d.onlineDays > 0)!;
    const url = doctorPath({ id: doctor.id, slug: doctor.slug, speciality: { slug: doctor.speciality }, city_slug: doctor.citySlug });
    const timers = () => process.getActiveResourcesInfo().filter((kind) => kind === 'Timeout').length;
    await page(url, 'en');
    const before = timers();
    for (let i = 0; i < 10; i++) await page(i % 2 ? `/ar${url}` : url, i % 2 ? 'ar' : 'en');
    // Each render left three (one a query) before the fix: 30 here.
    expect(timers() - before).toBeLessThan(5);
  });

  it('search page by speciality name', async () => {
    const result = await page('/search/doctor?speciality=cardiology', 'en');
    expect(result.status).toBe(200);
    expect(result.renders).toBe(1);
  });
});
