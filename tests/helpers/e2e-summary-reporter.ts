import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/**
 * One greppable line at the very end of the run (after the list reporter's
 * own output), so .ci/run logs show the e2e outcome next to vitest's summary.
 */
export default class SummaryReporter implements Reporter {
  private readonly outcomes = new Map<string, ReturnType<TestCase['outcome']>>();

  onTestEnd(test: TestCase, _result: TestResult) {
    this.outcomes.set(test.id, test.outcome());
  }

  onEnd(result: FullResult) {
    // `playwright test --list` ends without running anything: nothing to sum up.
    if (this.outcomes.size === 0 && result.status === 'passed') return;
    const count = (outcome: string) => [...this.outcomes.values()].filter((value) => value === outcome).length;
    const parts = [
      `${count('expected')} passed`,
      `${count('unexpected')} failed`,
      `${count('flaky')} flaky`,
      `${count('skipped')} skipped`,
    ];
    const seconds = (result.duration / 1000).toFixed(1);
    console.log(`\nE2E SUMMARY: ${result.status.toUpperCase()} — ${parts.join(', ')} in ${seconds}s`);
  }

  printsToStdio() {
    return true;
  }
}
