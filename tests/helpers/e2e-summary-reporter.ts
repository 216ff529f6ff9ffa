import type { FullResult, Reporter, TestCase, TestError, TestResult } from '@playwright/test/reporter';

/**
 * One greppable line at the very end of the run (after the list reporter's
 * own output), so .ci/run logs show the e2e outcome next to vitest's summary,
 * followed by one `E2E FAILED:` / `E2E FLAKY:` line per test that failed or
 * passed only on its retry, and under it `E2E |` lines saying where each
 * attempt stopped (the action, its locator, the spec's line). .ci/run repeats
 * these lines in its own summary, the only part of a long CI log that is sure
 * to be read: a failure seen only in CI can be traced from them. A flaky test
 * fails the run (onEnd's status), as a failed one does.
 */

// eslint-disable-next-line no-control-regex -- the error's terminal colours
const plain = (text: string) => text.replace(/\u001b\[[0-9;]*m/g, '');

/** Lines of an error worth reading in a log: the message and its call log, not the code frame. */
function describe(error: TestError): string[] {
  const lines = plain(error.message ?? error.value ?? '')
    .split('\n')
    .map((line) => line.trimEnd())
    .filter((line) => line.trim() !== '' && !/^\s*(>?\s*\d+ \||\|)/.test(line));
  const where = error.location ? ` (${error.location.file.split('/tests/').pop()}:${error.location.line})` : '';
  const head = (lines[0] ?? 'no message').slice(0, 240) + where;
  // Playwright's call log: what the action was waiting for when time ran out.
  return [head, ...lines.slice(1, 7).map((line) => `  ${line.trim().slice(0, 200)}`)];
}

interface Outcome {
  test: TestCase;
  outcome: ReturnType<TestCase['outcome']>;
  error?: string;
  attempts: string[][];
}

export default class SummaryReporter implements Reporter {
  private readonly outcomes = new Map<string, Outcome>();

  onTestEnd(test: TestCase, result: TestResult) {
    const previous = this.outcomes.get(test.id);
    const error = result.error?.message?.split('\n').find((line) => line.trim() !== '') ?? previous?.error;
    const attempts = [...(previous?.attempts ?? [])];
    if (result.status !== 'passed' && result.status !== 'skipped') {
      const lines = result.errors.flatMap(describe).slice(0, 16);
      attempts.push([`attempt ${result.retry + 1} (${result.status}, ${(result.duration / 1000).toFixed(1)}s):`, ...lines.map((line) => `  ${line}`)]);
    }
    this.outcomes.set(test.id, { test, outcome: test.outcome(), error, attempts });
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
    for (const { test, outcome, error, attempts } of entries) {
      if (outcome !== 'unexpected' && outcome !== 'flaky') continue;
      const where = `${test.location.file.split('/tests/e2e/').pop()}:${test.location.line}`;
      // [root, project, file, …describes, title]
      const [project, , ...names] = test.titlePath().filter(Boolean);
      const title = `[${project}] ${names.join(' › ')}`;
      const reason = plain(error ?? '').slice(0, 200);
      console.log(`E2E ${outcome === 'flaky' ? 'FLAKY' : 'FAILED'}: ${where} ${title}${reason ? ` — ${reason}` : ''}`);
      for (const line of attempts.flat()) console.log(`E2E |   ${line}`);
    }
    return status === result.status ? undefined : { status };
  }

  printsToStdio() {
    return true;
  }
}
