/**
 * Lighthouse 12, mobile preset (its simulated slow 4G and 4× CPU), on home, listing and doctor detail in
 * English, Arabic and Hindi:
 * three runs a page, the median by performance score; the system Chromium (CHROMIUM_PATH), never a
 * downloaded browser. Each run's full JSON report is kept in bench/results/<stamp>-lighthouse/.
 */
import fs from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

export interface LighthousePage {
  page: string;
  url: string;
  /** 0–100, median run. */
  performance?: number;
  fcpMs?: number;
  lcpMs?: number;
  tbtMs?: number;
  cls?: number;
  runs: number[];
  reports: string[];
  error?: string;
}

const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
/** BENCH_LIGHTHOUSE_LANGS=en: English only (default: en, ar, hi). */
const LANGS = (process.env.BENCH_LIGHTHOUSE_LANGS ?? 'en,ar,hi').split(',').map((lang) => lang.trim()).filter(Boolean);
/** A run Lighthouse itself could not finish (NO_NAVSTART, a lost trace) is repeated, at most this many extra times a page. */
const RETRIES = 3;

interface Run {
  performance: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  file: string;
}

class RunFailed extends Error {}

async function runOnce(port: number, url: string, file: string): Promise<Run> {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
  if (!result) throw new Error('lighthouse returned nothing');
  fs.writeFileSync(file, typeof result.report === 'string' ? result.report : result.report.join('\n'));
  // Lighthouse reports its own failures inside the result (score 0, no metrics): never a median's input.
  if (result.lhr.runtimeError) throw new RunFailed(`${result.lhr.runtimeError.code}: ${result.lhr.runtimeError.message}`);
  const audits = result.lhr.audits;
  const value = (id: string) => Number(audits[id]?.numericValue ?? Number.NaN);
  return {
    performance: Math.round((result.lhr.categories.performance?.score ?? 0) * 100),
    fcpMs: Math.round(value('first-contentful-paint')),
    lcpMs: Math.round(value('largest-contentful-paint')),
    tbtMs: Math.round(value('total-blocking-time')),
    cls: Number(value('cumulative-layout-shift').toFixed(3)),
    file,
  };
}

export async function measureLighthouse(base: string, paths: { listing: string; detail: string }, outDir: string): Promise<LighthousePage[]> {
  fs.mkdirSync(outDir, { recursive: true });
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  const pages: LighthousePage[] = [];
  try {
    // English, Arabic and Hindi side by side in one run (issue 37): each language's pages are server-rendered.
    const pagesToRun = LANGS.flatMap((lang) =>
      ([['home', '/'], ['listing', paths.listing], ['doctor detail', paths.detail]] as const).map(
        ([name, url]) => [lang === 'en' ? name : `${name} (${lang})`, lang === 'en' ? url : `/${lang}${url}`] as const,
      ),
    );
    for (const [name, url] of pagesToRun) {
      const page: LighthousePage = { page: name, url, runs: [], reports: [] };
      try {
        const runs: Run[] = [];
        let failures = 0;
        for (let i = 0; runs.length < RUNS; i++) {
          const file = path.join(outDir, `${name.replace(/[\s()]+/g, '-').replace(/-$/, '')}-${i + 1}.json`);
          try {
            runs.push(await runOnce(chrome.port, base + url, file));
          } catch (error) {
            if (!(error instanceof RunFailed) || ++failures > RETRIES) throw error;
            console.warn(`[bench] lighthouse ${name}: run ${i + 1} failed (${error.message.split(':')[0]}), running it again`);
          }
        }
        const sorted = [...runs].sort((x, y) => x.performance - y.performance);
        const median = sorted[Math.floor(sorted.length / 2)]!;
        Object.assign(page, { performance: median.performance, fcpMs: median.fcpMs, lcpMs: median.lcpMs, tbtMs: median.tbtMs, cls: median.cls });
        page.runs = runs.map((run) => run.performance);
        page.reports = runs.map((run) => path.relative(process.cwd(), run.file));
      } catch (error) {
        page.error = (error as Error).message;
      }
      pages.push(page);
    }
  } finally {
    await chrome.kill();
  }
  return pages;
}
