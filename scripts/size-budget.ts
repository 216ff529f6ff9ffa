// Vite plugin: after every production build, print each route's JavaScript and CSS
// (gzip) and fail the build when a route is over its budget (issues 5 and 9). The
// rules and the budgets live in scripts/size-budget-report.ts.
import type { Plugin } from 'vite';
import { type Bundle, budgetFailureMessage, buildSizeReport, formatSizeReport } from './size-budget-report.ts';

export function sizeBudget(): Plugin {
  let root = process.cwd();
  return {
    name: 'medbook:size-budget',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle);
      // Only the app's build has an HTML entry; helper builds (the service worker) do not.
      const isAppBuild = chunks.some((c) => c.type === 'chunk' && c.isEntry && c.facadeModuleId?.endsWith('.html'));
      if (!isAppBuild) return;
      const report = buildSizeReport(bundle as unknown as Bundle, { root });
      this.info(`size report (gzip)\n${formatSizeReport(report)}`);
      if (report.failures.length === 0) return;
      // The log keeps every line of a warning; an error's message may be cut to its first line.
      this.warn(budgetFailureMessage(report, bundle as unknown as Bundle));
      this.error(`size budget exceeded by ${report.failures.map((r) => r.label).join(', ')} (details above)`);
    },
  };
}
