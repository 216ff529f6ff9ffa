import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/**
 * One greppable line at the very end of the run (after the list reporter's
 * own output), so .ci/run logs show the e2e outcome next to vitest's summary,
 * followed by one `E2E FAILED:` / `E2E FLAKY:` line per test that failed or
 * passed only on its retry: .ci/run repeats these lines in its own summary,
 * the only part of a long CI log that is sure to be read. A flaky test fails
 * the run (onEnd's status), as a failed one does.
 */
export default class SummaryReporter implements Reporter {
  private readonly outcomes = new Map<string, { test: TestCase; outcome: ReturnType<TestCase['outcome']>; error?: string }>();

  onTestEnd(test: TestCase, result: TestResult) {
    const previous = this.outcomes.get(test.id);
    const error = result.error?.message?.split('\n').find((line) => line.trim() !== '') ?? previous?.error;
    this.outcomes.set(test.id, { test, outcome: test.outcome(), error });
  }

  async onEnd(result: FullResult): Promise<{ status: FullResult['status'] } | undefined> {
    // `playwright test --list` ends without running anything: nothing to sum up.
    if (this.outcomes.size === 0 && result.status === 'passed') return undefined;
    const entries = [...this.outcomes.values()];
    const count = (outcome: string) => entries.filter((entry) => entry.outcome === outcome).length;
    const parts = [
      `${count('expected')} passed`,
      `${count('unexpected')} failed`,
      `${count('flaky')} flaky`,
      `${count('skipped')} skipped`,
    ];
    const seconds = (result.duration / 1000).toFixed(1);
    // A test that passed only on its retry is a failure to fix: the run fails (issue 35), and the
    // retry stays only so that one such test does not hide the others' results.
    const flaky = count('flaky') > 0;
    const status = flaky && result.status === 'passed' ? 'failed' : result.status;
    console.log(`\nE2E SUMMARY: ${status.toUpperCase()} — ${parts.join(', ')} in ${seconds}s${flaky && result.status === 'passed' ? ' (failed: a test needed its retry)' : ''}`);
    for (const { test, outcome, error } of entries) {
      if (outcome !== 'unexpected' && outcome !== 'flaky') continue;
      const where = `${test.location.file.split('/tests/e2e/').pop()}:${test.location.line}`;
      // [root, project, file, …describes, title]
      const [project, , ...names] = test.titlePath().filter(Boolean);
      const title = `[${project}] ${names.join(' › ')}`;
      // eslint-disable-next-line no-control-regex -- the error's terminal colours
      const reason = (error ?? '').replace(/\u001b\[[0-9;]*m/g, '').slice(0, 200);
      console.log(`E2E ${outcome === 'flaky' ? 'FLAKY' : 'FAILED'}: ${where} ${title}${reason ? ` — ${reason}` : ''}`);
    }
    return status === result.status ? undefined : { status };
  }

  printsToStdio() {
    return true;
  }
}
