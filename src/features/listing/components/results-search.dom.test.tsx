import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { setupDomRoot } from '../../../lib/testing/render-with-query.tsx';
import { SEARCH_REFETCH_MS } from '../../../shared/constants.ts';
import { ResultsSearch } from './results-search.tsx';

// The listing's text filter applies after SEARCH_REFETCH_MS of quiet, not per keystroke (000 §4):
// checked here with a fake clock, where the e2e listing spec once waited half the pause in real time.
const dom = setupDomRoot({ before: () => vi.useFakeTimers(), after: () => vi.useRealTimers() });

function type(input: HTMLInputElement, value: string) {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
  setter.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

describe('ResultsSearch', () => {
  it('applies the text after SEARCH_REFETCH_MS of quiet, once, and a keystroke restarts the pause', async () => {
    const onCommit = vi.fn();
    await dom.render(<ResultsSearch value="" onCommit={onCommit} />);
    const input = dom.container.querySelector('input')!;

    await act(async () => type(input, 'Oli'));
    await act(async () => vi.advanceTimersByTime(SEARCH_REFETCH_MS / 2));
    expect(onCommit).not.toHaveBeenCalled();
    await act(async () => type(input, 'Olivia'));
    await act(async () => vi.advanceTimersByTime(SEARCH_REFETCH_MS - 1));
    expect(onCommit).not.toHaveBeenCalled();
    await act(async () => vi.advanceTimersByTime(1));
    expect(onCommit).toHaveBeenCalledTimes(1);
    expect(onCommit).toHaveBeenCalledWith('Olivia');
  });

  it('applies it at once on Enter, and the pending pause then commits nothing more', async () => {
    const onCommit = vi.fn();
    await dom.render(<ResultsSearch value="" onCommit={onCommit} />);
    const input = dom.container.querySelector('input')!;
    await act(async () => type(input, 'Smith'));
    await act(async () => dom.container.querySelector('form')!.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true })));
    expect(onCommit).toHaveBeenCalledWith('Smith');
    await act(async () => vi.advanceTimersByTime(SEARCH_REFETCH_MS * 2));
    expect(onCommit).toHaveBeenCalledTimes(1);
  });
});
