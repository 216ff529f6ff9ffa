import { expect, test, type APIRequestContext, type Page, type TestInfo } from '../helpers/e2e-test.ts';
import { detailUrl } from '../helpers/e2e-offline.ts';
import type { DoctorCard, DoctorDetail } from '../../src/shared/schemas/doctor.ts';
import { listingRequestBody, parseListingSearch } from '../../src/shared/listing/query.ts';
import { localizePath } from '../../src/shared/i18n/locale.ts';

/**
 * Arabic and Hindi pages arrive server-rendered like English ones (issue 37): a crawler or a browser
 * without JavaScript reads the doctors in the page's language, and the script's web font (declared in
 * app.css, preloaded in the head) draws the text from the first paint on this machine, which has no
 * Devanagari font of its own (its DejaVu Sans draws Arabic). Hydration errors fail every spec
 * (tests/helpers/e2e-test.ts).
 */

type Lang = 'ar' | 'hi';
const LANGS: Lang[] = ['ar', 'hi'];
const DIR = { ar: 'rtl', hi: 'ltr' };

interface Listing {
  data: DoctorCard[];
}

/** General Physician in Dubai, with its names in `lang` (the API answers in the page's language). */
async function dubaiPhysicians(request: APIRequestContext, lang: Lang): Promise<Listing> {
  const headers = { 'x-page-locale': lang };
  const home = (await (await request.get('/api/home', { headers })).json()) as { data: { specialities: { id: number; slug: string }[] } };
  const speciality = home.data.specialities.find((s) => s.slug === 'general-physician')!;
  const response = await request.post('/api/doctors', {
    headers,
    data: listingRequestBody(parseListingSearch({}), { specialityId: speciality.id, location: 'dubai' }),
  });
  expect(response.ok()).toBe(true);
  const listing = (await response.json()) as Listing;
  expect(listing.data.length).toBeGreaterThan(0);
  return listing;
}

const fullName = (d: Pick<DoctorCard, 'first_name' | 'last_name'>) => `${d.first_name} ${d.last_name}`;

/**
 * Each piece of the element's text as drawn, and as the fonts of its own font stack draw it (a canvas
 * measures with the loaded web fonts too): equal widths mean every letter was drawn by the font that has
 * it, where empty boxes (.notdef, a fallback's) come out wider or narrower.
 */
async function drawnWidths(page: Page, selector: string): Promise<{ text: string; width: number; expected: number }[]> {
  return page
    .locator(selector)
    .first()
    .evaluate((element) => {
      const context = document.createElement('canvas').getContext('2d')!;
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      const pieces: { text: string; width: number; expected: number }[] = [];
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        if (!text.trim()) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        const style = getComputedStyle(node.parentElement!);
        context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        context.letterSpacing = style.letterSpacing === 'normal' ? '0px' : style.letterSpacing;
        pieces.push({ text, width: range.getBoundingClientRect().width, expected: context.measureText(text).width });
      }
      return pieces;
    });
}

/** The page's text in the script is drawn with its glyphs, and Devanagari by the web font (no system font has it here). */
async function expectGlyphs(page: Page, lang: Lang, selectors: string[]): Promise<void> {
  // Without JavaScript, public/no-script.css shapes the text again a few times in the first seconds.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished),
    ),
  );
  if (lang === 'hi') expect(await page.evaluate(() => document.fonts.check('16px "Noto Sans Devanagari Web"', 'क'))).toBe(true);
  for (const selector of selectors) {
    const pieces = await drawnWidths(page, selector);
    expect(pieces.length, selector).toBeGreaterThan(0);
    for (const drawn of pieces) {
      expect(Math.abs(drawn.width - drawn.expected), `${selector} "${drawn.text}" is not drawn in its font (empty boxes?)`).toBeLessThanOrEqual(
        Math.max(1, drawn.expected * 0.02),
      );
    }
  }
}

async function screenshot(page: Page, info: TestInfo, name: string): Promise<void> {
  await info.attach(name, { body: await page.screenshot(), contentType: 'image/png' });
}

for (const lang of LANGS) {
  test.describe(`${lang} without JavaScript`, () => {
    test.use({ javaScriptEnabled: false });

    // The listing and a doctor page in two tabs at once: without JavaScript each is only checked once
    // public/no-script.css's 6 s of reshaping are over, and the two pages' seconds run side by side.
    test(`an ${lang} listing arrives with its doctors and their speciality in ${lang}; a doctor page with the name, the ${lang} speciality, its own canonical, hreflang and JSON-LD`, { tag: '@mobile' }, async ({ page, context, request }, info) => {
      const listing = await dubaiPhysicians(request, lang);
      const card = listing.data[0]!;
      const detail = ((await (await request.get('/api/doctor-detail', { params: { doctor_id: card.id }, headers: { 'x-page-locale': lang } })).json()) as { data: DoctorDetail })
        .data;
      const doctorPage = await context.newPage();
      const [response, doctorResponse] = await Promise.all([page.goto(`/${lang}/general-physician/dubai`), doctorPage.goto(localizePath(detailUrl(card), lang))]);

      // The listing.
      expect(response?.status()).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('lang', lang === 'ar' ? /^ar/ : /^hi/);
      await expect(page.locator('html')).toHaveAttribute('dir', DIR[lang]);
      const main = page.locator('main');
      for (const doctor of listing.data) await expect(main).toContainText(fullName(doctor));
      await expect(main).toContainText(listing.data[0]!.speciality_name!);
      // Crawlable: the cards link to the doctor pages in the same language.
      await expect(main.locator(`a[href^="/${lang}/"][href*="doctorId=${listing.data[0]!.id}"]`).first()).toBeAttached();
      // The heading ("General Physician in Dubai") and the breadcrumb's Home are all the script's letters.
      await expectGlyphs(page, lang, ['h1', `nav a[href="/${lang}/"]`]);
      await screenshot(page, info, `${lang}-listing-no-js`);

      // The doctor page.
      expect(doctorResponse?.status()).toBe(200);
      const html = await doctorResponse!.text();
      // In the HTML as sent, not only after a script ran.
      const body = html.slice(html.indexOf('<body'));
      expect(body).toContain(fullName(detail));
      expect(body).toContain(detail.speciality_name!);
      await expect(doctorPage.locator('html')).toHaveAttribute('dir', DIR[lang]);
      await expect(doctorPage.getByRole('heading', { level: 1 })).toContainText(fullName(detail));
      const canonical = await doctorPage.locator('link[rel="canonical"]').getAttribute('href');
      expect(new URL(canonical!).pathname.startsWith(`/${lang}/`)).toBe(true);
      for (const other of ['en', 'ar', 'hi', 'x-default']) await expect(doctorPage.locator(`link[rel="alternate"][hreflang="${other}"]`)).toHaveCount(1);
      const jsonLd = JSON.parse((await doctorPage.locator('script[type="application/ld+json"]').textContent())!) as { url: string; name: string };
      expect(jsonLd.url).toBe(canonical);
      // The script's font is asked for with the stylesheet, not after layout finds it.
      // Arabic has one (variable) face; Devanagari two static weights (400 and 600).
      await expect(doctorPage.locator('head link[rel="preload"][as="font"]')).toHaveCount(lang === 'hi' ? 2 : 1);
      await expectGlyphs(doctorPage, lang, ['[data-testid="doctor-speciality"]', `nav a[href="/${lang}/"]`]);
      await screenshot(doctorPage, info, `${lang}-doctor-no-js`);
    });

    test(`an ${lang} home links every page in ${lang}: the speciality tiles too`, async ({ request }) => {
      const html = await (await request.get(`/${lang}/`)).text();
      const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'));
      const links = [...main.matchAll(/href="(\/[^"]*)"/g)].map((match) => match[1]!);
      expect(links.length).toBeGreaterThan(5);
      expect(links.filter((href) => !href.startsWith(`/${lang}/`))).toEqual([]);
    });
  });

  test(`an ${lang} doctor page hydrates its server HTML in ${lang}, its glyphs drawn from the first paint with no layout shift`, { tag: '@mobile' }, async ({ page, request }, info) => {
    const card = (await dubaiPhysicians(request, lang)).data[0]!;
    await page.addInitScript(() => {
      (window as unknown as { __cls: number }).__cls = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
          if (!entry.hadRecentInput) (window as unknown as { __cls: number }).__cls += entry.value;
      }).observe({ type: 'layout-shift', buffered: true });
    });
    const calls: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === '/api/doctor-detail') calls.push(r.url());
    });
    await page.goto(localizePath(detailUrl(card), lang));
    await page.waitForFunction(() => document.documentElement.dataset.ready === '1');
    await page.waitForLoadState('networkidle');
    // Hindi (no system font here): the app has checked the text once the face was in (src/lib/script-font.ts).
    if (lang === 'hi') await page.waitForFunction(() => !!document.documentElement.dataset.scriptFont);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(fullName(card));
    await expectGlyphs(page, lang, ['[data-testid="doctor-speciality"]', `nav a[href="/${lang}/"]`]);
    // Hydrated from the HTML's own data, in its language: nothing fetched again.
    expect(calls).toEqual([]);
    expect(await page.evaluate(() => (window as unknown as { __cls: number }).__cls)).toBeLessThanOrEqual(0.05);
    await screenshot(page, info, `${lang}-doctor-js`);
  });
}

test('a Hindi page whose font arrives after the 3 s block period still ends with every word drawn in it', async ({ page }, info) => {
  // Past font-display's block period Chromium lays the server's text out in the fallback (empty boxes here)
  // and kept some words' boxes after the face loaded; src/lib/script-font.ts has them shaped again.
  await page.route(/\.woff2$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 3500));
    await route.continue();
  });
  await page.goto('/hi/');
  // Checked once the face is in (and shaped again: words were boxes).
  await page.waitForFunction(() => document.documentElement.dataset.scriptFont === 'reshaped', undefined, { timeout: 15_000 });
  await expectGlyphs(page, 'hi', ['h1', 'header button', 'main button[type="submit"]', 'h1 + p + ul li']);
  await screenshot(page, info, 'hi-home-late-font');
});

{
  // Hindi: this machine has no Devanagari font (its DejaVu Sans draws Arabic, so Arabic pages never wait here).
  const lang: Lang = 'hi';
  test('a Hindi listing whose font is slow lays its text out once, in the font: nothing shifts, no word to shape again', async ({ page }, info) => {
    // Slow 4G: the HTML and the stylesheet are in well before the face. Before, the text was laid out in the
    // invisible fallback and wrapped again when the face came (the cards below moved), and Hindi words shaped
    // meanwhile kept their boxes until script-font.ts shaped them again, seconds later (another shift).
    let fontArrived = 0;
    await page.route(/\.woff2$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
      fontArrived ||= Date.now();
    });
    await page.addInitScript(() => {
      const w = window as unknown as { __cls: number; __csp: string[] };
      w.__cls = 0;
      w.__csp = [];
      document.addEventListener('securitypolicyviolation', (event) => w.__csp.push(event.violatedDirective));
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
          if (!entry.hadRecentInput) w.__cls += entry.value;
      }).observe({ type: 'layout-shift', buffered: true });
    });
    const started = Date.now();
    await page.goto(`/${lang}/general-physician/dubai`);
    await page.waitForFunction(() => !!document.documentElement.dataset.scriptFont, undefined, { timeout: 15_000 });
    const result = await page.evaluate(() => {
      const w = window as unknown as { __cls: number; __csp: string[] };
      const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
      return { cls: w.__cls, csp: w.__csp, state: document.documentElement.dataset.scriptFont, paint: performance.timeOrigin + paint };
    });
    // The guard (server/plugins/font-wait.ts) ran: its inline script is allowed by its hash, nothing else was refused.
    expect(result.csp).toEqual([]);
    // Nothing was painted before the face was in, so nothing moved and no word kept a box.
    expect(fontArrived).toBeGreaterThan(started);
    expect(result.paint).toBeGreaterThanOrEqual(fontArrived - 50);
    expect(result.state).toBe('checked');
    expect(result.cls).toBeLessThanOrEqual(0.001);
    await expectGlyphs(page, lang, ['h1', `nav a[href="/${lang}/"]`]);
    await screenshot(page, info, `${lang}-listing-slow-font`);
  });
}

test.describe('without JavaScript, a late font', () => {
  test.use({ javaScriptEnabled: false });

  test('a Hindi page whose font arrives after the block period is shaped again by the no-script stylesheet', async ({ page }, info) => {
    await page.route(/\.woff2$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 3500));
      await route.continue();
    });
    await page.goto('/hi/');
    await expectGlyphs(page, 'hi', ['h1', 'header button', 'main button[type="submit"]', 'h1 + p + ul li']);
    await screenshot(page, info, 'hi-home-late-font-no-js');
  });
});
