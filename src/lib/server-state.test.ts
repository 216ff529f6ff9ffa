import { dehydrate, hydrate } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { createQueryClient } from './query-client.ts';
import { setLocaleSource } from '../shared/i18n/format.ts';
import type { Locale } from '../shared/i18n/locale.ts';

/**
 * The contract between a server-rendered page's data (src/entry-server.tsx dehydrates it) and the
 * browser (src/main.tsx hydrates it, then the persisted cache restores over it), issue 17.
 */
const HOME = ['home', 'data'] as const;
let locale: Locale = 'en';
setLocaleSource(() => locale);

afterEach(() => {
  locale = 'en';
});

function serverPage(data: unknown, at: number, pageLocale: Locale) {
  locale = pageLocale;
  const server = createQueryClient();
  server.setQueryData(HOME, data, { updatedAt: at });
  const state = JSON.parse(JSON.stringify(dehydrate(server))) as ReturnType<typeof dehydrate>;
  server.clear();
  return state;
}

describe('server data in the browser', () => {
  it('is found under the same key in the same language, so nothing is fetched again', () => {
    const state = serverPage({ name: 'طب عام' }, 2_000, 'ar');
    locale = 'ar';
    const browser = createQueryClient();
    hydrate(browser, state);
    expect(browser.getQueryData(HOME)).toEqual({ name: 'طب عام' });
    // Another language's page never reads it as its own.
    locale = 'hi';
    expect(browser.getQueryData(HOME)).toBeUndefined();
  });

  it('stays when the persisted copy restored after it is older', () => {
    const server = serverPage({ v: 'server' }, 2_000, 'en');
    const persisted = serverPage({ v: 'device' }, 1_000, 'en');
    const browser = createQueryClient();
    hydrate(browser, server);
    hydrate(browser, persisted);
    expect(browser.getQueryData(HOME)).toEqual({ v: 'server' });
  });

  it('gives way when the persisted copy is newer (changed on this device since)', () => {
    const server = serverPage({ v: 'server' }, 2_000, 'en');
    const persisted = serverPage({ v: 'device' }, 3_000, 'en');
    const browser = createQueryClient();
    hydrate(browser, server);
    hydrate(browser, persisted);
    expect(browser.getQueryData(HOME)).toEqual({ v: 'device' });
  });
});
