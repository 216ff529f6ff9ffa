import { describe, expect, it } from 'vitest';
import { pageRead, withPageReads } from './page-reads.ts';

describe('page reads (issue 40: a page head and its render share a read)', () => {
  it('runs a read once per key within one page request, and every time outside one', async () => {
    let loads = 0;
    const load = async () => ++loads;
    const inPage = await withPageReads(async () => [await pageRead('a', load), await pageRead('a', load), await pageRead('b', load)]);
    expect(inPage).toEqual([1, 1, 2]);
    // Another page request reads again; so does any call outside a page (a browser's API call).
    expect(await withPageReads(() => pageRead('a', load))).toBe(3);
    expect(await pageRead('a', load)).toBe(4);
    expect(await pageRead('a', load)).toBe(5);
  });

  it('keeps two concurrent pages apart', async () => {
    let loads = 0;
    const load = async () => ++loads;
    const [first, second] = await Promise.all([
      withPageReads(async () => [await pageRead('k', load), await pageRead('k', load)]),
      withPageReads(async () => [await pageRead('k', load), await pageRead('k', load)]),
    ]);
    expect(new Set([first![0], second![0]]).size).toBe(2);
    expect(first![0]).toBe(first![1]);
    expect(second![0]).toBe(second![1]);
  });
});
