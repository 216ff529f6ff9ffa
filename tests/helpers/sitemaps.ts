/**
 * Reads the site's sitemaps as a crawler does (issue 40): /sitemap.xml is an index of files, each a
 * urlset in one language.
 */
import type { App } from '../../server/app.ts';

export const locsOf = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]!.replaceAll('&amp;', '&'));

/** Every file the top-level index lists, with the page URLs it holds. */
export async function sitemapFiles(app: App, headers: Record<string, string> = {}): Promise<Array<{ url: string; locs: string[] }>> {
  const root = await app.inject({ method: 'GET', url: '/sitemap.xml', headers });
  if (root.statusCode !== 200) throw new Error(`/sitemap.xml: ${root.statusCode}`);
  return Promise.all(
    locsOf(root.body).map(async (url) => {
      const { pathname } = new URL(url);
      const file = await app.inject({ method: 'GET', url: pathname, headers });
      if (file.statusCode !== 200) throw new Error(`${pathname}: ${file.statusCode}`);
      return { url, locs: locsOf(file.body) };
    }),
  );
}

/** Every page URL of every file. */
export async function sitemapUrls(app: App, headers: Record<string, string> = {}): Promise<string[]> {
  return (await sitemapFiles(app, headers)).flatMap((file) => file.locs);
}
