import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Runs axe on the page as it is and fails (softly with `soft`, so the scans after it still run) on any
 * serious or critical violation, naming each node and what is wrong with it.
 *
 * Every rule still runs on the whole page, frames included; only how the answer is gathered is cheaper:
 * - legacy mode: axe.run in the page itself (into its frames too), where the default `analyze()` opens
 *   a new tab in the context for every scan and loads axe into it a second time to merge the results;
 * - resultTypes ['violations']: axe serialises every node of the violations, but one example each of the
 *   passes and the inapplicable and incomplete rules (thousands of nodes on a listing) that nobody reads.
 */
export async function expectNoSeriousViolations(page: Page, { soft = false }: { soft?: boolean } = {}): Promise<void> {
  // @axe-core/playwright is typed against its own copy of playwright-core.
  const results = await new AxeBuilder({ page: page as unknown as ConstructorParameters<typeof AxeBuilder>[0]['page'] })
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'] })
    .analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const report = serious.map(
    (v) => `${v.impact} ${v.id} (${v.help}): ${v.nodes.map((n) => `${n.target.join(' ')}${n.failureSummary ? ` — ${n.failureSummary.replace(/\s+/g, ' ')}` : ''}`).join(' | ')}`,
  );
  (soft ? expect.soft : expect)(report, `axe on ${page.url()}`).toEqual([]);
}
