import { describe, expect, it } from 'vitest';
import type { TestApp } from '../helpers/test-app.ts';
import { withListingFixture, type Fixture } from './listing-fixture.ts';

let t: TestApp;
let fx: Fixture;

withListingFixture((ctx) => ({ t, fx } = ctx));

interface Hit { type: 'speciality' | 'doctor' | 'service'; name: string; id: number }

async function search(text: string): Promise<Hit[]> {
  const res = await t.app.inject({ method: 'POST', url: '/api/global-search', payload: { search: text } });
  expect(res.statusCode).toBe(200);
  return res.json().data;
}
const names = (hits: Hit[], type: Hit['type']) => hits.filter((h) => h.type === type).map((h) => h.name);
const byName = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

describe('POST /api/global-search', () => {
  it('lists one-letter prefix matches of full and last names, in name order, ten at most', async () => {
    const doctors = names(await search('t'), 'doctor');
    // Ten by full name and ten by last name (each read off its index in order), merged in full-name order.
    const full = (d: Fixture['doctors'][number]) => `${d.firstName} ${d.lastName}`.toLowerCase();
    const byFull = fx.doctors.filter((d) => full(d).startsWith('t')).sort((a, b) => byName(full(a), full(b))).slice(0, 10);
    const byLast = fx.doctors.filter((d) => d.lastName.toLowerCase().startsWith('t'))
      .sort((a, b) => byName(a.lastName.toLowerCase(), b.lastName.toLowerCase())).slice(0, 10);
    const expected = [...new Set([...byFull, ...byLast])].sort((a, b) => byName(full(a), full(b))).slice(0, 10)
      .map((d) => `Dr. ${d.firstName} ${d.lastName}`);
    expect(doctors).toHaveLength(10);
    expect(doctors).toEqual(expected);
  });

  it('puts prefix matches before substring matches from three characters', async () => {
    const hits = await search('card');
    expect(names(hits, 'speciality')[0]).toBe('Cardiology');
    const inner = await search('arma');
    expect(names(inner, 'doctor')).toEqual(fx.doctors.filter((d) => d.lastName === 'Sharma').map((d) => `Dr. ${d.firstName} ${d.lastName}`));
  });

  it('treats LIKE wildcards as text and ignores blank searches', async () => {
    expect(await search('%')).toEqual([]);
    expect(await search('_')).toEqual([]);
    expect(await search('   ')).toEqual([]);
  });
});
