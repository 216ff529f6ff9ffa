import { gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { GeneratedFiles } from './generated-files.ts';
import { resetClock, setClock } from './clock.ts';

afterEach(() => resetClock());

describe('GeneratedFiles', () => {
  it('builds once per key and stamp, and shares one build between concurrent requests', async () => {
    const files = new GeneratedFiles();
    let made = 0;
    const build = async () => ({ body: `body ${++made}` });
    const [a, b] = await Promise.all([files.get('k', 'v1', build), files.get('k', 'v1', build)]);
    expect(a).toBe(b);
    expect(await files.get('k', 'v1', build)).toBe(a);
    expect(files.builds).toBe(1);
    expect(gunzipSync(a.gzip).toString()).toBe('body 1');
    const c = await files.get('k', 'v2', build);
    expect(gunzipSync(c.gzip).toString()).toBe('body 2');
    expect(c.etag).not.toBe(a.etag);
    expect(files.builds).toBe(2);
  });

  it('keeps Last-Modified while a new stamp makes the same body, and moves it when the body changes', async () => {
    const files = new GeneratedFiles();
    setClock(() => Date.parse('2030-01-01T00:00:00Z'));
    const first = await files.get('k', 'v1', async () => ({ body: 'same' }));
    setClock(() => Date.parse('2030-01-01T01:00:00Z'));
    const same = await files.get('k', 'v2', async () => ({ body: 'same' }));
    expect(same.lastModified).toEqual(first.lastModified);
    expect(same.etag).toBe(first.etag);
    const changed = await files.get('k', 'v3', async () => ({ body: 'other' }));
    expect(changed.lastModified).toEqual(new Date('2030-01-01T01:00:00Z'));
    // A time the builder knows better wins.
    const dated = await files.get('k', 'v4', async () => ({ body: 'x', lastModified: new Date('2029-12-31T00:00:00Z') }));
    expect(dated.lastModified).toEqual(new Date('2029-12-31T00:00:00Z'));
  });

  it('drops the least recently used files past its byte bound, and builds them again when asked', async () => {
    const random = (n: number) => Array.from({ length: n }, () => Math.random().toString(36).slice(2)).join('');
    const bodies = { a: random(300), b: random(300), c: random(300) };
    const one = (await new GeneratedFiles().get('a', 's', async () => ({ body: bodies.a }))).gzip.length;
    const files = new GeneratedFiles(one * 2.5);
    const build = (key: keyof typeof bodies) => async () => ({ body: bodies[key] });
    await files.get('a', 's', build('a'));
    await files.get('b', 's', build('b'));
    await files.get('a', 's', build('a')); // a is now the most recently used
    await files.get('c', 's', build('c')); // b goes
    expect(files.builds).toBe(3);
    await files.get('a', 's', build('a'));
    expect(files.builds).toBe(3);
    await files.get('b', 's', build('b'));
    expect(files.builds).toBe(4);
  });

  it('keeps nothing from a failed build', async () => {
    const files = new GeneratedFiles();
    await expect(files.get('k', 's', async () => Promise.reject(new Error('database away')))).rejects.toThrow('database away');
    expect(gunzipSync((await files.get('k', 's', async () => ({ body: 'ok' }))).gzip).toString()).toBe('ok');
  });
});
