import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storedValue } from './stored-value.ts';

interface Pet { name: string }
const isPet = (value: unknown): value is Pet => typeof value === 'object' && value !== null && typeof (value as Pet).name === 'string';

let items: Map<string, string>;
let blocked: boolean;
let win: EventTarget;

beforeEach(() => {
  items = new Map();
  blocked = false;
  win = new EventTarget();
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => {
      if (blocked) throw new DOMException('quota', 'QuotaExceededError');
      items.set(key, value);
    },
    removeItem: (key: string) => void items.delete(key),
  });
  vi.stubGlobal('window', win);
});
afterEach(() => vi.unstubAllGlobals());

/** What another tab's write looks like here. */
function otherTabWrites(key: string, value: string | null) {
  if (value === null) items.delete(key);
  else items.set(key, value);
  win.dispatchEvent(Object.assign(new Event('storage'), { key }));
}

describe('storedValue', () => {
  it('reads what an earlier visit stored, and ignores what does not pass the check', () => {
    items.set('pet', JSON.stringify({ name: 'Rex' }));
    expect(storedValue('pet', isPet).get()).toEqual({ name: 'Rex' });
    items.set('pet', '{"age":3}');
    expect(storedValue('pet', isPet).get()).toBeNull();
    items.set('pet', 'not json');
    expect(storedValue('pet', isPet).get()).toBeNull();
  });

  it('stores, tells subscribers, and clears', () => {
    const pet = storedValue('pet', isPet);
    const listener = vi.fn();
    const stop = pet.subscribe(listener);
    pet.set({ name: 'Rex' });
    expect(items.get('pet')).toBe('{"name":"Rex"}');
    expect(pet.get()).toEqual({ name: 'Rex' });
    pet.clear();
    expect(items.has('pet')).toBe(false);
    expect(pet.get()).toBeNull();
    expect(listener).toHaveBeenCalledTimes(2);
    stop();
    pet.set({ name: 'Max' });
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it("follows another tab's changes to its own key only", () => {
    const pet = storedValue('pet', isPet);
    const listener = vi.fn();
    pet.subscribe(listener);
    otherTabWrites('other', 'x');
    expect(listener).not.toHaveBeenCalled();
    otherTabWrites('pet', '{"name":"Tom"}');
    expect(pet.get()).toEqual({ name: 'Tom' });
    otherTabWrites('pet', null);
    expect(pet.get()).toBeNull();
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('keeps the value for this tab when storage refuses it', () => {
    const pet = storedValue('pet', isPet);
    blocked = true;
    expect(() => pet.set({ name: 'Rex' })).not.toThrow();
    expect(pet.get()).toEqual({ name: 'Rex' });
  });
});
