import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.ts';
import { VersionReader } from './read-cache.ts';

/** A driver whose queries answer when the test says, each with the versions current at that moment. */
function fakeDb() {
  const versions = new Map<string, number>();
  const sent: { scopes: string[]; answer: () => void; fail: (error: Error) => void }[] = [];
  const client = {
    query: (_text: string, params: unknown[]) =>
      new Promise<{ rows: { scope: string; version: string }[] }>((resolve, reject) => {
        const scopes = params[0] as string[];
        // The database's snapshot: the versions committed when the query was sent.
        const rows = scopes.filter((s) => versions.has(s)).map((scope) => ({ scope, version: String(versions.get(scope)) }));
        sent.push({
          scopes,
          answer: () => resolve({ rows }),
          fail: reject,
        });
      }),
  };
  return { db: { $client: client } as unknown as Db, versions, sent };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('VersionReader', () => {
  it('sends one query at a time: reads that arrive while it runs share the next one', async () => {
    const { db, sent, versions } = fakeDb();
    versions.set('catalog', 1);
    const reader = new VersionReader(db);
    const first = reader.read(['catalog']);
    const waiting = [reader.read(['catalog']), reader.read(['catalog', 'doctor:7']), reader.read(['doctor:9'])];
    expect(sent).toHaveLength(1);
    versions.set('doctor:7', 4);
    sent[0]!.answer();
    await expect(first).resolves.toBe('1');
    await tick();
    expect(sent).toHaveLength(2);
    expect(new Set(sent[1]!.scopes)).toEqual(new Set(['catalog', 'doctor:7', 'doctor:9']));
    sent[1]!.answer();
    await expect(Promise.all(waiting)).resolves.toEqual(['1', '1,4', '0']);
    expect(reader.queries).toBe(2);
  });

  it('never answers a read with a query sent before it asked: a commit made before the read is always seen', async () => {
    const { db, sent, versions } = fakeDb();
    versions.set('doctor:7', 1);
    const reader = new VersionReader(db);
    const early = reader.read(['doctor:7']);
    // The query of the early read is already on its way; a booking then commits, then a new read asks.
    versions.set('doctor:7', 2);
    const late = reader.read(['doctor:7']);
    sent[0]!.answer();
    await tick();
    sent[1]!.answer();
    await expect(early).resolves.toBe('1');
    await expect(late).resolves.toBe('2');
  });

  it('a failed query fails only the reads that shared it; the next ones are sent', async () => {
    const { db, sent } = fakeDb();
    const reader = new VersionReader(db);
    const failing = reader.read(['catalog']);
    const after = reader.read(['catalog']);
    sent[0]!.fail(new Error('connection lost'));
    await expect(failing).rejects.toThrow('connection lost');
    await tick();
    sent[1]!.answer();
    await expect(after).resolves.toBe('0');
  });
});
