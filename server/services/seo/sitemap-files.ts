/**
 * The site's sitemaps (issue 40), made once per catalog change and served from this process:
 *
 * - `/sitemap.xml`: the index of every file in every language (the protocol allows no index of
 *   indexes, so this one lists the files themselves; robots.txt names it);
 * - `/sitemaps/{en,ar,hi}.xml`: one index per language, its own files only;
 * - `/sitemaps/{lang}-listings-{n}.xml` (home and the speciality × city listings) and
 *   `/sitemaps/{lang}-doctors-{n}.xml`: at most `maxUrls` URLs each, every page once in its language
 *   with its alternates.
 *
 * Every file is keyed on the 'catalog' version row (cache_versions, migration 0014), which triggers
 * bump in every transaction that changes a doctor, a city or a speciality: a file is built on its
 * first request after a change, in this process and in every other.
 */
import type { Db } from '../../db/client.ts';
import { LOCALE_CODES } from '../../../src/shared/i18n/locale.ts';
import { CATALOG_SCOPE, type VersionReader } from '../common/read-cache.ts';
import type { GeneratedFile, GeneratedFiles } from '../common/generated-files.ts';
import { doctorEntries, listingEntries, sitemapIndex, sitemapPlan, urlset, type SitemapLocale, type SitemapPlan } from './sitemap.ts';

/** The top-level index (GET /sitemap.xml). */
export const SITEMAP_ROOT = 'sitemap.xml';

type Kind = 'listings' | 'doctors';

interface Part {
  locale: SitemapLocale;
  kind: Kind;
  page: number;
}

/**
 * A file name under /sitemaps/: a language's index, or one of its parts. Page numbers are plain
 * decimals from 1 with at most six digits; anything else (other spellings, `..`, signs) names nothing.
 */
export function parseSitemapName(name: string): { index: SitemapLocale } | Part | null {
  const index = /^(en|ar|hi)\.xml$/.exec(name);
  if (index) return { index: index[1] as SitemapLocale };
  const part = /^(en|ar|hi)-(listings|doctors)-([1-9]\d{0,5})\.xml$/.exec(name);
  if (!part) return null;
  return { locale: part[1] as SitemapLocale, kind: part[2] as Kind, page: Number(part[3]) };
}

const partName = (part: Part) => `${part.locale}-${part.kind}-${part.page}.xml`;

export class Sitemaps {
  private plan: { stamp: string; promise: Promise<SitemapPlan> } | null = null;

  private readonly db: Db;
  private readonly versions: VersionReader;
  private readonly files: GeneratedFiles;
  /** URLs per file (SITEMAP_MAX_URLS; tests lower it). */
  readonly maxUrls: number;

  constructor(db: Db, versions: VersionReader, files: GeneratedFiles, maxUrls: number) {
    this.db = db;
    this.versions = versions;
    this.files = files;
    this.maxUrls = maxUrls;
  }

  /** Builds so far (tests). */
  get builds(): number {
    return this.files.builds;
  }

  /** `/sitemap.xml` (name SITEMAP_ROOT) or `/sitemaps/{name}` for `origin`; null when there is no such file. */
  async file(origin: string, name: string): Promise<GeneratedFile | null> {
    // A name that can name nothing costs no database read.
    const parsed = name === SITEMAP_ROOT ? SITEMAP_ROOT : parseSitemapName(name);
    if (!parsed) return null;
    const stamp = `${await this.versions.read([CATALOG_SCOPE])}|${this.maxUrls}`;
    const plan = await this.planFor(stamp);
    const key = `sitemap|${origin}|${name}`;
    if (parsed === SITEMAP_ROOT) return this.files.get(key, stamp, async () => ({ body: sitemapIndex(LOCALE_CODES.flatMap((locale) => this.parts(origin, plan, locale))) }));
    if ('index' in parsed) return this.files.get(key, stamp, async () => ({ body: sitemapIndex(this.parts(origin, plan, parsed.index)) }));
    const pages = parsed.kind === 'listings' ? Math.ceil(plan.listings.count / this.maxUrls) : plan.doctorFiles.length;
    if (parsed.page > pages) return null;
    const offset = (parsed.page - 1) * this.maxUrls;
    return this.files.get(key, stamp, async () => {
      const read = parsed.kind === 'listings' ? listingEntries : doctorEntries;
      return { body: urlset(await read(this.db, origin, offset, this.maxUrls), parsed.locale) };
    });
  }

  /** A language's files with the latest change each holds. */
  private parts(origin: string, plan: SitemapPlan, locale: SitemapLocale) {
    const listingPages = Math.ceil(plan.listings.count / this.maxUrls);
    return [
      ...Array.from({ length: listingPages }, (_v, i) => ({ locale, kind: 'listings' as const, page: i + 1, lastmod: plan.listings.lastmod })),
      ...plan.doctorFiles.map((lastmod, i) => ({ locale, kind: 'doctors' as const, page: i + 1, lastmod })),
    ].map((part) => ({ loc: `${origin}/sitemaps/${partName(part)}`, lastmod: part.lastmod }));
  }

  /** Counts and per-file latest changes: one pair of queries per catalog version, shared by every origin. */
  private planFor(stamp: string): Promise<SitemapPlan> {
    if (this.plan?.stamp !== stamp) {
      const promise = sitemapPlan(this.db, this.maxUrls);
      this.plan = { stamp, promise };
      // A failed read is not kept: the next request asks again.
      promise.catch(() => {
        if (this.plan?.promise === promise) this.plan = null;
      });
    }
    return this.plan.promise;
  }
}
