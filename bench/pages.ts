import { doctorDetail } from '../server/services/doctor-profile/doctor-detail.ts';
import { localizePath, type Locale } from '../src/shared/i18n/locale.ts';
import type { BenchCall, CallRequest } from './calls.ts';
import { nextDoctor, type Fixtures } from './fixtures.ts';

/**
 * Server-rendered page rows (issue 40): home, the busiest listing and doctor pages in English and
 * Arabic, each loaded like a browser's first visit (no cookie; the language from the path).
 *
 * Every answer is checked: a 200 that is the client-rendered shell (the render failed, timed out or
 * the SSR build is missing) is what a crawler or a campaign visitor would get, so it counts as a
 * failed response of the row, never as a fast page. Page requests ask as browsers and crawlers do
 * (`accept-encoding: gzip, deflate, br`, api-load.ts): a kept page is sent in the compressed form made
 * once per render, a fresh render pays its compression. The check during the load reads the headers,
 * not the body (it arrives compressed): only a server-rendered page is kept and sent with its ETag
 * (server/plugins/page-cache.ts); the probe before each row reads the HTML itself. Two rows ask for
 * the HTML uncompressed (`identity`), as every page row did before, to compare with earlier runs.
 */

/** Issue 40 targets (PostgreSQL, 100 000 doctors). */
const CACHEABLE_PAGE = { p95: 10, ratio: 0.2 };
const ANY_DOCTOR_PAGE = { p95: 50, ratio: 0.03 };


/** The page in `locale`: its language prefix before the path, the query kept. */
function inLocale(path: string, locale: Locale): string {
  const [bare = '/', query] = path.split(/\?(.*)/s, 2);
  return `${localizePath(bare, locale)}${query ? `?${query}` : ''}`;
}

const PAGE_HEADERS = { accept: 'text/html,application/xhtml+xml' };
const UNCOMPRESSED = { ...PAGE_HEADERS, 'accept-encoding': 'identity' };

/** The markup server rendering puts in the page: the dehydrated query state (server/plugins/ssr.ts). */
const SSR_MARK = 'id="mb-ssr"';
/** A 200 without server-rendered markup is the client-rendered shell; 404 pages are rendered too, but unexpected here. */
export const isShell = (status: number, body: string) => status === 200 && !body.includes(SSR_MARK);
/** The same verdict from the headers alone: a 200 without the kept page's ETag was not server-rendered. */
export const isShellAnswer = (status: number, headers: Record<string, unknown>) =>
  status === 200 && !Object.keys(headers).some((name) => name.toLowerCase() === 'etag');

function page(name: string, locale: Locale, target: BenchCall['target'], path: (f: Fixtures) => string, headers: Record<string, string> = PAGE_HEADERS): BenchCall {
  return {
    name: `page ${name} ${locale}${headers === UNCOMPRESSED ? ', uncompressed' : ''}`,
    target,
    page: true,
    next: (f): CallRequest => ({ method: 'GET', path: inLocale(path(f), locale), headers }),
  };
}

export const pageCalls: BenchCall[] = [
  // The API read behind a doctor page, a different doctor each time: the read cache rarely helps.
  {
    name: 'doctor-detail, any doctor',
    target: { p95: 20, ratio: 0.05 },
    next: (f) => ({ method: 'GET', path: `/api/doctor-detail?doctor_id=${nextDoctor(f).id}` }),
    service: (db, f) => doctorDetail(db, nextDoctor(f).id),
  },
  ...(['en', 'ar'] as const).flatMap((locale) => [
    page('home', locale, CACHEABLE_PAGE, () => '/'),
    page('listing', locale, CACHEABLE_PAGE, (f) => f.pages.listing),
    page('doctor, any doctor', locale, ANY_DOCTOR_PAGE, (f) => nextDoctor(f).path),
    page('doctor, same doctor', locale, CACHEABLE_PAGE, (f) => f.pages.detail),
  ]),
  // For comparison with runs before 2026-11-29 only, no target: no browser or crawler asks for an 87 kB page uncompressed.
  page('doctor, any doctor', 'en', undefined, (f) => nextDoctor(f).path, UNCOMPRESSED),
  page('doctor, same doctor', 'en', undefined, (f) => f.pages.detail, UNCOMPRESSED),
];
