import { t } from '../../src/shared/i18n/format.ts';
import { LOCALE_INFO, localizePath, type Locale } from '../../src/shared/i18n/locale.ts';
import type { MessageKey } from '../../src/shared/i18n/en.ts';

/**
 * The web app manifest in a language (issue 42): an Arabic or Hindi page links `/ar/manifest.webmanifest`
 * (or `/hi/…`), so the installed app's name, description, shortcuts and screenshot labels are in the
 * language it was installed from, with `lang`/`dir` set and a start at that language's home. The `id`
 * stays `/`: one app whichever language installed it. English is the hand-kept file at the repository root,
 * whose texts the English catalog repeats (tests/api/seo-head.test.ts keeps them equal).
 */
interface Manifest {
  name?: string;
  short_name?: string;
  description?: string;
  start_url?: string;
  lang?: string;
  dir?: string;
  shortcuts?: { name?: string; short_name?: string; description?: string; url?: string }[];
  screenshots?: { label?: string; form_factor?: string }[];
  [key: string]: unknown;
}

/** The texts of each shortcut, by its URL in the English file. */
const SHORTCUTS: Record<string, { name: MessageKey; short: MessageKey; description: MessageKey }> = {
  '/': { name: 'manifest.find', short: 'manifest.findShort', description: 'manifest.findDescription' },
  '/my-appointments': { name: 'manifest.bookings', short: 'manifest.bookingsShort', description: 'manifest.bookingsDescription' },
};
const SCREENSHOTS: Record<string, MessageKey> = { narrow: 'manifest.screenshotNarrow', wide: 'manifest.screenshotWide' };

export function localizedManifest(english: Manifest, locale: Locale): Manifest {
  const text = (key: MessageKey) => t(key, undefined, locale);
  return {
    ...english,
    name: text('manifest.name'),
    description: text('manifest.description'),
    start_url: localizePath(english.start_url ?? '/', locale),
    lang: LOCALE_INFO[locale].lang,
    dir: LOCALE_INFO[locale].dir,
    shortcuts: english.shortcuts?.map((shortcut) => {
      const keys = shortcut.url ? SHORTCUTS[shortcut.url] : undefined;
      if (!keys || !shortcut.url) return shortcut;
      return { ...shortcut, name: text(keys.name), short_name: text(keys.short), description: text(keys.description), url: localizePath(shortcut.url, locale) };
    }),
    screenshots: english.screenshots?.map((shot) => {
      const key = shot.form_factor ? SCREENSHOTS[shot.form_factor] : undefined;
      return key ? { ...shot, label: text(key) } : shot;
    }),
  };
}

/** The page's manifest link, pointed at its language's manifest. */
export const withManifestOf = (html: string, locale: Locale): string =>
  html.replace(/(<link\s+rel="manifest"\s+href=")\/manifest\.webmanifest"/, `$1/${locale}/manifest.webmanifest"`);
