import { expect, test, type Locator, type Page } from '../helpers/e2e-test.ts';
import { expectNoSeriousViolations } from '../helpers/e2e-axe.ts';
import { TILES_COLLAPSED } from '../../src/shared/constants.ts';
import { t } from '../helpers/messages.ts';
import { fetchedPaths, holdRequests } from '../helpers/e2e-assets.ts';
import type { HomeData } from '../../src/shared/schemas/catalog.ts';

const speciality = (page: Page) => page.getByRole('combobox', { name: t('home.search.speciality') });
const location = (page: Page) => page.getByRole('combobox', { name: t('home.search.location') });
const tiles = (page: Page) => page.getByRole('region', { name: t('home.tiles.title') }).getByRole('listitem');

/**
 * Picks a suggestion once its popover is revealed: on touch devices react-aria
 * defers the reveal (for the on-screen keyboard), and a click before that would
 * scroll the page, which closes the popover.
 */
async function choose(option: Locator) {
  await expect(option).toBeVisible();
  await expect(option.locator('xpath=ancestor::*[@data-trigger="ComboBox"]')).toHaveCSS('opacity', '1');
  await option.click();
}

async function openHome(page: Page) {
  await page.goto('/');
  await expect(speciality(page)).toBeVisible();
}

async function cardiology(page: Page) {
  const response = await page.request.get('/api/home');
  const home = ((await response.json()) as { data: HomeData }).data;
  const found = home.specialities.find((s) => s.slug === 'cardiology');
  if (!found) throw new Error('the seed has no cardiology');
  return { ...found, count: home.specialities.length };
}

test.describe('home', () => {
  test('search card validates, then opens the listing for the chosen speciality and city', { tag: '@mobile' }, async ({ page, isMobile }) => {
    await openHome(page);
    const { id } = await cardiology(page);
    await expect(page.getByRole('heading', { level: 1, name: t('page.home.heading') })).toBeVisible();
    await expect(speciality(page)).toHaveAttribute('aria-required', 'true');
    await expect(location(page)).toHaveAttribute('aria-required', 'true');

    await page.getByRole('button', { name: t('home.search.submit') }).click();
    const specialityError = page.getByText(t('home.search.specialityRequired'));
    const locationError = page.getByText(t('home.search.locationRequired'));
    await expect(specialityError).toBeVisible();
    await expect(locationError).toBeVisible();
    await expect(page).toHaveURL(/\/$/);

    // Focusing the location clears its error (000 §5); the speciality error stays until one is chosen.
    await location(page).focus();
    await expect(locationError).toBeHidden();
    await expect(specialityError).toBeVisible();

    await speciality(page).fill('Cardio');
    await choose(page.getByRole('option', { name: 'Cardiology' }));
    await expect(specialityError).toBeHidden();
    await expect(speciality(page)).toHaveValue('Cardiology');

    await location(page).fill('Dub');
    // A phone taps (issue 42 was seen there); a desktop clicks.
    const dubai = page.getByRole('option', { name: /^Dubai\b/ });
    if (isMobile) {
      await expect(dubai).toBeVisible();
      await expect(dubai.locator('xpath=ancestor::*[@data-trigger="ComboBox"]')).toHaveCSS('opacity', '1');
      await dubai.tap();
    } else await choose(dubai);
    await expect(location(page)).toHaveValue('Dubai');
    // The list stays closed once a city is picked, also after the lookup delay (issue 42 saw it cover Submit
    // after a tap on a phone; not reproduced here, with touch or mouse: this keeps it in view).
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('listbox')).toHaveCount(0);

    await page.getByRole('button', { name: t('home.search.submit') }).click();
    await expect(page).toHaveURL(new RegExp(`/cardiology/dubai\\?specializationId=${id}&latitude=25\\.\\d+&longitude=55\\.\\d+$`));
  });

  test('typing clears the location error; unknown text shows "No locations found"; an outside press closes the list', async ({ page }) => {
    await openHome(page);
    // Submitted from the focused field (Enter), so only typing can clear the error.
    await location(page).focus();
    await location(page).press('Enter');
    const locationError = page.getByText(t('home.search.locationRequired'));
    await expect(locationError).toBeVisible();
    await location(page).pressSequentially('Zzqx');
    await expect(locationError).toBeHidden();
    await expect(page.getByText(t('home.search.noLocations'))).toBeVisible();

    await location(page).fill('Dub');
    await expect(page.getByRole('option', { name: /^Dubai\b/ })).toBeVisible();
    // react-aria hides the rest of the page from the accessibility tree while the list is open.
    await page.locator('h2', { hasText: t('home.tiles.title') }).click();
    await expect(page.getByRole('listbox')).toHaveCount(0);
  });

  test('the card hydrates without its comboboxes; typing, errors and the focus carry over when they wake', async ({ page }) => {
    // Their react-aria code and first render were ~200 ms of a phone's main thread while home hydrated (issue 17).
    const release = await holdRequests(page, /\/assets\/search-card-live-[\w-]+\.js$/);
    await openHome(page);
    await page.waitForFunction(() => document.documentElement.dataset.ready === '1');
    const comboScripts = async () => (await fetchedPaths(page)).filter((path) => /\/(search-card-live|ComboBox|ListBox|Button|useHover)-[\w-]+\.js$/.test(path));
    expect(await comboScripts()).toEqual([]);
    await expect(speciality(page)).toHaveAttribute('aria-expanded', 'false');

    // The still card validates on its own.
    await page.getByRole('button', { name: t('home.search.submit') }).click();
    const specialityError = page.getByText(t('home.search.specialityRequired'));
    await expect(specialityError).toBeVisible();
    await expect(page.getByText(t('home.search.locationRequired'))).toBeVisible();
    await expect(speciality(page)).toHaveAttribute('aria-invalid', 'true');

    // Typed while the code is still downloading: nothing is lost, and the matches open with the focus kept.
    await speciality(page).pressSequentially('Cardi');
    await expect(speciality(page)).toHaveValue('Cardi');
    release();
    await expect(page.getByRole('option', { name: 'Cardiology' })).toBeVisible();
    await expect(page.getByRole('option', { name: 'Dermatology' })).toHaveCount(0);
    await expect(speciality(page)).toHaveValue('Cardi');
    await expect(speciality(page)).toBeFocused();
    await expect(specialityError).toBeVisible();
    await speciality(page).press('ArrowDown');
    await speciality(page).press('Enter');
    await expect(speciality(page)).toHaveValue('Cardiology');
    await expect(specialityError).toBeHidden();
    const woke = await comboScripts();
    expect(woke.some((path) => path.includes('/search-card-live-'))).toBe(true);
    expect(woke.some((path) => path.includes('/ComboBox-'))).toBe(true);
  });

  test("'See all' and 'Hide All' toggle the tiles; a tile opens its listing", async ({ page }) => {
    await openHome(page);
    const { id, count } = await cardiology(page);
    expect(count).toBeGreaterThan(TILES_COLLAPSED);

    await expect(tiles(page)).toHaveCount(TILES_COLLAPSED);
    const icon = tiles(page).first().locator('img');
    await expect(icon).toHaveAttribute('alt', '');
    await expect(icon).toHaveAttribute('width', '40');
    await expect(icon).toHaveAttribute('height', '40');

    const toggle = page.getByRole('button', { name: t('home.tiles.seeAll') });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(tiles(page)).toHaveCount(count);
    const hide = page.getByRole('button', { name: t('home.tiles.hideAll') });
    await expect(hide).toHaveAttribute('aria-expanded', 'true');
    await hide.click();
    await expect(tiles(page)).toHaveCount(TILES_COLLAPSED);

    // No saved location here (a local address has no IP location): default-location.
    await tiles(page).getByRole('link', { name: 'Cardiology' }).click();
    await expect(page).toHaveURL(new RegExp(`/cardiology/default-location\\?specializationId=${id}$`));
  });

  test('a tile carries the saved address and its coordinates', async ({ page }) => {
    await page.addInitScript(() => {
      const saved = { address: 'Al Barsha, Dubai', city: 'Dubai', state: 'Dubai', country: 'ae', postal_code: null, lat: 25.1, lng: 55.2, country_calling_code: '+971' };
      localStorage.setItem('mb.location', JSON.stringify(saved));
    });
    await openHome(page);
    const { id } = await cardiology(page);
    // Until the visitor types, the saved address is shown in the location field (000 §4).
    await expect(location(page)).toHaveValue('Al Barsha, Dubai');
    await expect(tiles(page).getByRole('link', { name: 'Cardiology' })).toHaveAttribute(
      'href',
      `/cardiology/al-barsha-dubai?specializationId=${id}&latitude=25.1&longitude=55.2`,
    );
  });

  test('"use my location" finds the nearest city', async ({ page, context }) => {
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation({ latitude: 25.2, longitude: 55.27 });
    await openHome(page);
    await page.getByRole('button', { name: t('home.search.useMyLocation') }).click();
    await expect(page.getByText(t('location.found', { city: 'Dubai' }))).toBeVisible();
    await expect(location(page)).toHaveValue('Dubai');
  });

  test('"use my location" with permission denied says so', async ({ page, context }) => {
    await context.clearPermissions();
    await openHome(page);
    await page.getByRole('button', { name: t('home.search.useMyLocation') }).click();
    await expect(page.getByText(t('location.denied'))).toBeVisible();
  });

  test('help banner, SEO title and accessibility', async ({ page }) => {
    await openHome(page);
    const banner = page.getByRole('region', { name: t('home.help.title') });
    await expect(banner.getByRole('link', { name: /support@medbook\.example/ })).toHaveAttribute('href', 'mailto:support@medbook.example');
    await expect(banner.locator('a[href^="tel:"]')).toBeVisible();
    await banner.getByRole('link', { name: t('home.help.register') }).click();
    await expect(page).toHaveURL(/\/doctor-registration$/);

    await openHome(page);
    const seo = await page.request.post('/api/all-seos', { data: { page_type: 'Home' } });
    const { title } = ((await seo.json()) as { data: { title: string } }).data;
    await expect(page).toHaveTitle(title);

    await expectNoSeriousViolations(page);
  });
});
