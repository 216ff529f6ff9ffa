import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { AppError } from '../../server/errors.ts';
import { requireAuth } from '../../server/plugins/auth.ts';
import { withIdempotency } from '../../server/plugins/idempotency.ts';
import { bearer, signIn } from '../helpers/auth.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const runs = { create: 0, failing: 0, flaky: 0, slow: 0 };
let release!: () => void;
const slowGate = { promise: new Promise<void>((resolve) => (release = resolve)) };

let ctx: TestApp;
let alice: string;
let bob: string;

beforeAll(async () => {
  ctx = await createTestApp({
    setup: (app) => {
      const body = z.object({ item: z.string() });
      // A write that takes a while, like booking an appointment.
      app.post('/api/test-create', { config: { idempotencyKey: true }, schema: { body }, preValidation: requireAuth() }, (request, reply) =>
        withIdempotency(request, reply, 'test-create', async () => {
          runs.create += 1;
          const n = runs.create;
          await sleep(100);
          reply.code(201);
          return { success: true, data: { n, item: request.body.item } };
        }));
      app.post('/api/test-failing', { config: { idempotencyKey: true }, preValidation: requireAuth() }, (request, reply) =>
        withIdempotency(request, reply, 'test-failing', async () => {
          runs.failing += 1;
          throw new AppError(409, 'That slot is taken');
        }));
      app.post('/api/test-flaky', { config: { idempotencyKey: true }, preValidation: requireAuth() }, (request, reply) =>
        withIdempotency(request, reply, 'test-flaky', async () => {
          runs.flaky += 1;
          if (runs.flaky === 1) throw new Error('database hiccup');
          return { success: true, data: { attempt: runs.flaky } };
        }));
      app.post('/api/test-slow', { config: { idempotencyKey: true }, preValidation: requireAuth() }, (request, reply) =>
        withIdempotency(request, reply, 'test-slow', async () => {
          runs.slow += 1;
          // Held until the test has seen the second request give up (after the plugin's 5 s wait).
          await slowGate.promise;
          return { success: true, data: null };
        }));
    },
  });
  alice = (await signIn(ctx.app, { email: 'alice@example.com' })).token;
  bob = (await signIn(ctx.app, { email: 'bob@example.com' })).token;
});
afterAll(async () => ctx?.close());

const post = (url: string, token: string, key: string | undefined, payload: unknown = {}) =>
  ctx.app.inject({ method: 'POST', url, payload: payload as object, headers: { ...bearer(token), ...(key ? { 'idempotency-key': key } : {}) } });

describe('withIdempotency', () => {
  it('runs every request without a key', async () => {
    const before = runs.create;
    await post('/api/test-create', alice, undefined, { item: 'a' });
    await post('/api/test-create', alice, undefined, { item: 'a' });
    expect(runs.create - before).toBe(2);
  });

  it('replays the first answer for a repeated key', async () => {
    const first = await post('/api/test-create', alice, 'key-1', { item: 'x' });
    expect(first.statusCode).toBe(201);
    const before = runs.create;
    const second = await post('/api/test-create', alice, 'key-1', { item: 'x' });
    expect(runs.create).toBe(before);
    expect(second.statusCode).toBe(201);
    expect(second.json()).toEqual(first.json());
    expect(second.headers['idempotent-replayed']).toBe('true');
  });

  it('answers 422 for the same key with another body', async () => {
    await post('/api/test-create', alice, 'key-2', { item: 'one' });
    const other = await post('/api/test-create', alice, 'key-2', { item: 'two' });
    expect(other.statusCode).toBe(422);
    expect(other.json()).toMatchObject({ success: false, message: expect.stringContaining('Idempotency-Key') });
  });

  it('keeps keys per user', async () => {
    const a = await post('/api/test-create', alice, 'shared-key', { item: 'z' });
    const b = await post('/api/test-create', bob, 'shared-key', { item: 'z' });
    expect(b.json().data.n).not.toBe(a.json().data.n);
  });

  it('runs once under 50 concurrent identical requests; all get the same answer', async () => {
    const before = runs.create;
    const responses = await Promise.all(
      Array.from({ length: 50 }, () => post('/api/test-create', alice, 'burst-key', { item: 'burst' })),
    );
    expect(runs.create - before).toBe(1);
    // Same JSON (jsonb may store the keys in another order than the first answer wrote them).
    const first = responses[0]!.json();
    for (const response of responses) expect(response.json()).toEqual(first);
    expect(responses.every((r) => r.statusCode === 201)).toBe(true);
    expect(responses.filter((r) => r.headers['idempotent-replayed'] === 'true')).toHaveLength(49);
  });

  it('replays a 4xx failure without running again', async () => {
    const first = await post('/api/test-failing', alice, 'fail-key');
    expect(first.statusCode).toBe(409);
    const second = await post('/api/test-failing', alice, 'fail-key');
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({ success: false, message: 'That slot is taken' });
    expect(runs.failing).toBe(1);
  });

  it('frees the key after an unexpected error so a retry runs', async () => {
    const first = await post('/api/test-flaky', alice, 'flaky-key');
    expect(first.statusCode).toBe(500);
    const retry = await post('/api/test-flaky', alice, 'flaky-key');
    expect(retry.statusCode).toBe(200);
    expect(retry.json().data.attempt).toBe(2);
  });

  it('answers 409 when the first request is still running after ~5 s', async () => {
    const first = post('/api/test-slow', alice, 'slow-key');
    await vi.waitFor(() => expect(runs.slow).toBe(1));
    const second = await post('/api/test-slow', alice, 'slow-key');
    expect(second.statusCode).toBe(409);
    release();
    expect((await first).statusCode).toBe(200);
    expect(runs.slow).toBe(1);
  });

  it('rejects a key longer than 100 characters', async () => {
    const response = await post('/api/test-create', alice, 'k'.repeat(101), { item: 'x' });
    expect(response.statusCode).toBe(400);
  });
});
