import zlib from 'node:zlib';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { answerEtag, answerOf, compressedBody, etagOf, type CachedAnswer } from './read-cache.ts';

// Issue 40: an answer's first compressed form is made at a fast setting (a fresh doctor page is sent once:
// brotli quality 3 was a fifteenth of its CPU), its second use makes the full form, kept for every use after.
const page = () => {
  const body = `<!doctype html><html><body>${Array.from({ length: 400 }, (_, i) => `<p class="mt-2 text-sm">Review ${i} ₹${i * 7}, مراجعة</p>`).join('')}</body></html>`;
  const answer: CachedAnswer = { body, etag: etagOf(body), bytes: Buffer.from(body) };
  return answer;
};

const quality = (call: unknown[]) => ((call[1] as { params: Record<number, number> }).params)[zlib.constants.BROTLI_PARAM_QUALITY];

describe('compressed forms of a kept answer', () => {
  for (const encoding of ['br', 'gzip'] as const) {
    const decode = (form: Buffer) => (encoding === 'br' ? zlib.brotliDecompressSync(form) : zlib.gunzipSync(form)).toString();

    it(`${encoding}: quick on the first use, full on the second, then the same bytes every time`, () => {
      const answer = page();
      const first = compressedBody(answer, encoding)!;
      expect(decode(first)).toBe(answer.body);
      const second = compressedBody(answer, encoding)!;
      expect(decode(second)).toBe(answer.body);
      // The full form is the smaller one, and the one kept from then on.
      expect(second.length).toBeLessThan(first.length);
      expect(compressedBody(answer, encoding)).toBe(second);
      expect(compressedBody(answer, encoding)).toBe(second);
      expect(answer.etag).toBe(etagOf(answer.body));
    });
  }

  it('compresses each encoding on its own first use', () => {
    const answer = page();
    const gzip = compressedBody(answer, 'gzip')!;
    const br = compressedBody(answer, 'br')!;
    // br's first use is quick even though gzip was asked before.
    expect(compressedBody(answer, 'br')).not.toBe(br);
    expect(compressedBody(answer, 'gzip')).not.toBe(gzip);
  });

  it('brotli at quality 0, then 3; a body of a few bytes stays uncompressed', () => {
    const spy = vi.spyOn(zlib, 'brotliCompressSync');
    try {
      const answer = page();
      compressedBody(answer, 'br');
      compressedBody(answer, 'br');
      compressedBody(answer, 'br');
      expect(spy.mock.calls.map(quality)).toEqual([0, 3]);
      // Compressed from the page's bytes as kept, not from its text encoded again.
      expect(spy.mock.calls[0]![0]).toBe(answer.bytes);
    } finally {
      spy.mockRestore();
    }
    expect(compressedBody({ body: '{"ok":true}', etag: etagOf('{"ok":true}') }, 'br')).toBeNull();
  });

  it('an answer is hashed for its ETag on its first use only: the hash of its UTF-8 body, text or bytes', () => {
    const answer = answerOf(z.object({ name: z.string() }), { name: 'د. مريم ₹' });
    expect(answer.etag).toBeUndefined();
    const etag = answerEtag(answer);
    expect(etag).toBe(etagOf(Buffer.from(answer.body)));
    expect(answer.etag).toBe(etag);
    expect(answerEtag({ bytes: Buffer.from(answer.body) })).toBe(etag);
  });
});
