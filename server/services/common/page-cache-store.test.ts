import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { PageCache } from './page-cache.ts';
import { bodyBytes, compressedBody, etagOf, type VersionReader } from './read-cache.ts';
import { RenderDeps } from './render-deps.ts';

// Issue 40: a kept page keeps its bytes and compressed forms, not its text (a two-byte string twice their size
// on the JS heap, which the collector copied and marked with every one of the ~1 000 pages kept).
const html = `<!doctype html><html dir="rtl"><body>${Array.from({ length: 300 }, (_, i) => `<p>مراجعة ${i} ₹${i * 7}</p>`).join('')}</body></html>`;
const deps = () => new RenderDeps(0, 60_000);

describe('a kept page', () => {
  it('is its bytes, not its text: sent, compressed and validated from them', () => {
    const cache = new PageCache({} as VersionReader);
    const page = cache.store('http://x/ar/a', html, deps())!;
    expect(page.answer.body).toBeUndefined();
    expect(page.answer.bytes.toString()).toBe(html);
    expect(bodyBytes(page.answer)).toBe(page.answer.bytes);
    expect(page.answer.etag).toBe(etagOf(Buffer.from(html)));
    expect(zlib.brotliDecompressSync(compressedBody(page.answer, 'br')!).toString()).toBe(html);
    expect(zlib.gunzipSync(compressedBody(page.answer, 'gzip')!).toString()).toBe(html);
  });

  it('counts its bytes against the cache’s size', () => {
    const size = Buffer.byteLength(html);
    const cache = new PageCache({} as VersionReader, size * 2);
    for (const name of ['a', 'b', 'c']) cache.store(`http://x/ar/${name}`, html, deps());
    const kept = (cache as unknown as { entries: Map<string, unknown> }).entries;
    expect([...kept.keys()]).toEqual(['http://x/ar/b', 'http://x/ar/c']);
  });
});
