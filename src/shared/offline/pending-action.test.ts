import { describe, expect, it, vi } from 'vitest';
import { backoffMs, classifyAnswer, dueActions, replayQueue, sendPendingAction, type PendingAction, type PendingStore, type SendResult } from './pending-action.ts';

function action(key: string, extra: Partial<PendingAction> = {}): PendingAction {
  return {
    key,
    kind: 'enquiry',
    method: 'POST',
    url: '/api/send-appointment-enquiry',
    body: { doctor_id: 1 },
    label: `Enquiry ${key}`,
    targetId: 1,
    userId: 7,
    status: 'queued',
    attempts: 0,
    nextAttemptAt: 0,
    createdAt: 0,
    ...extra,
  };
}

function memoryStore(initial: PendingAction[]): PendingStore & { map: Map<string, PendingAction> } {
  const map = new Map(initial.map((item) => [item.key, item]));
  return {
    map,
    all: async () => [...map.values()],
    put: async (item) => void map.set(item.key, item),
    delete: async (key) => void map.delete(key),
  };
}

describe('backoff and due actions', () => {
  it('doubles from 5 s and stops at 10 minutes', () => {
    expect([1, 2, 3, 4].map(backoffMs)).toEqual([5_000, 10_000, 20_000, 40_000]);
    expect(backoffMs(30)).toBe(600_000);
  });

  it('takes queued actions that are due, oldest first; failed ones never', () => {
    const list = [action('b', { createdAt: 2 }), action('a', { createdAt: 1 }), action('later', { nextAttemptAt: 500, createdAt: 3 }), action('x', { status: 'failed' })];
    expect(dueActions(list, 100, false).map((item) => item.key)).toEqual(['a', 'b']);
    expect(dueActions(list, 100, true).map((item) => item.key)).toEqual(['a', 'b', 'later']);
  });
});

describe('classifyAnswer', () => {
  it('sends 2xx, retries 5xx/408/429/network, rejects other 4xx with the server reason', () => {
    expect(classifyAnswer(201, { success: true, message: 'Your enquiry has been sent.' }, 'x')).toEqual({ type: 'sent', message: 'Your enquiry has been sent.', data: undefined });
    expect(classifyAnswer(503, null, 'x')).toEqual({ type: 'retry', status: 503 });
    expect(classifyAnswer(429, null, 'x').type).toBe('retry');
    expect(classifyAnswer(400, { success: false, message: 'Please select both date and time' }, 'x')).toEqual({
      type: 'rejected',
      status: 400,
      message: 'Please select both date and time',
    });
    expect(classifyAnswer(403, null, 'fallback')).toEqual({ type: 'rejected', status: 403, message: 'fallback' });
  });
});

describe('sendPendingAction', () => {
  it('sends the stored request with its Idempotency-Key and the cookie session', async () => {
    const fetcher = vi.fn(async () => new Response(JSON.stringify({ success: true, data: { id: 3 } }), { status: 200 }));
    const result = await sendPendingAction(action('key-1'), 'x', fetcher as unknown as typeof fetch);
    expect(result).toEqual({ type: 'sent', message: undefined, data: { id: 3 } });
    const [url, init] = fetcher.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/send-appointment-enquiry');
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('same-origin');
    expect(init.headers).toMatchObject({ 'Idempotency-Key': 'key-1', 'Content-Type': 'application/json' });
    expect(init.body).toBe(JSON.stringify({ doctor_id: 1 }));
  });

  it('a network failure is a retry', async () => {
    const fetcher = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(await sendPendingAction(action('k'), 'x', fetcher as unknown as typeof fetch)).toEqual({ type: 'retry', status: 0 });
  });
});

describe('replayQueue', () => {
  it('removes sent actions, keeps refused ones as failed with the reason, backs off the rest', async () => {
    const store = memoryStore([action('ok', { createdAt: 1 }), action('bad', { createdAt: 2 }), action('busy', { createdAt: 3 })]);
    const answers: Record<string, SendResult> = {
      ok: { type: 'sent', message: 'Your enquiry has been sent.' },
      bad: { type: 'rejected', status: 400, message: 'Please choose a date within the next 7 days.' },
      busy: { type: 'retry', status: 503 },
    };
    const outcomes = await replayQueue(store, { send: async (item) => answers[item.key]!, now: () => 1_000 });
    expect(outcomes.map((outcome) => [outcome.type, outcome.action.key])).toEqual([
      ['sent', 'ok'],
      ['failed', 'bad'],
      ['retry', 'busy'],
    ]);
    expect(store.map.has('ok')).toBe(false);
    expect(store.map.get('bad')).toMatchObject({ status: 'failed', error: 'Please choose a date within the next 7 days.' });
    expect(store.map.get('busy')).toMatchObject({ status: 'queued', attempts: 1, nextAttemptAt: 1_000 + 5_000 });
  });

  it('stops the round at a network error and sends each action once', async () => {
    const store = memoryStore([action('a', { createdAt: 1 }), action('b', { createdAt: 2, nextAttemptAt: 50 })]);
    const send = vi.fn(async (_item: PendingAction): Promise<SendResult> => ({ type: 'retry', status: 0 }));
    await replayQueue(store, { send, now: () => 100 });
    expect(send).toHaveBeenCalledTimes(1);
    expect(store.map.get('b')).toMatchObject({ attempts: 0 });
    // Backing off: rounds straight after skip 'a'; 'b' (never tried) still goes, once.
    await replayQueue(store, { send, now: () => 101 });
    await replayQueue(store, { send, now: () => 102 });
    expect(send.mock.calls.map(([item]) => item.key)).toEqual(['a', 'b']);
    send.mockImplementation(async () => ({ type: 'sent' }));
    await replayQueue(store, { send, now: () => 2, ignoreBackoff: true });
    expect(send).toHaveBeenCalledTimes(4);
    expect(store.map.size).toBe(0);
  });
});
