import { describe, expect, it } from 'vitest';
import {
  checkMicrosoftReturn, microsoftAuthorizeUrl, newPendingLogin, randomToken, savePendingLogin, takePendingLogin, type PendingMicrosoftLogin,
} from './microsoft-redirect.ts';

class MemoryStorage implements Storage {
  private items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
}

const pending: PendingMicrosoftLogin = { state: 'state-123', nonce: 'nonce-456', returnTo: '/claim-profile/7', userType: 'user' };

describe('microsoftAuthorizeUrl', () => {
  it('asks the v2 endpoint for an ID token in the fragment, back at /auth/microsoft', () => {
    const url = new URL(microsoftAuthorizeUrl({ clientId: 'client-1', origin: 'https://medbook.test', state: 'st', nonce: 'no' }));
    expect(url.origin + url.pathname).toBe('https://login.microsoftonline.com/common/oauth2/v2.0/authorize');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: 'client-1',
      response_type: 'id_token',
      redirect_uri: 'https://medbook.test/auth/microsoft',
      response_mode: 'fragment',
      scope: 'openid profile email',
      state: 'st',
      nonce: 'no',
      prompt: 'select_account',
    });
  });
});

describe('pending request', () => {
  it('makes a fresh unguessable state and nonce each time', () => {
    const a = newPendingLogin('/claim-profile/7?x=1');
    const b = newPendingLogin('/claim-profile/7?x=1');
    expect(a.state).not.toBe(b.state);
    expect(a.nonce).not.toBe(a.state);
    expect(randomToken()).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(a.returnTo).toBe('/claim-profile/7?x=1');
  });

  it('comes back only to a safe same-origin path', () => {
    expect(newPendingLogin('//evil.test/x').returnTo).toBe('/');
    expect(newPendingLogin('/login?redirect=/x').returnTo).toBe('/');
    const storage = new MemoryStorage();
    storage.setItem('mb.microsoft-login', JSON.stringify({ ...pending, returnTo: 'https://evil.test' }));
    expect(takePendingLogin(storage)?.returnTo).toBe('/');
  });

  it('is read once, then forgotten', () => {
    const storage = new MemoryStorage();
    savePendingLogin(storage, pending);
    expect(takePendingLogin(storage)).toEqual(pending);
    expect(takePendingLogin(storage)).toBeNull();
  });

  it('ignores a broken stored value', () => {
    const storage = new MemoryStorage();
    storage.setItem('mb.microsoft-login', '{not json');
    expect(takePendingLogin(storage)).toBeNull();
    storage.setItem('mb.microsoft-login', JSON.stringify({ state: '', nonce: 'n' }));
    expect(takePendingLogin(storage)).toBeNull();
  });
});

describe('checkMicrosoftReturn', () => {
  it('accepts the token when the state matches, with the nonce to send', () => {
    expect(checkMicrosoftReturn('#id_token=aaa.bbb.ccc&state=state-123&session_state=x', pending)).toEqual({
      ok: true, idToken: 'aaa.bbb.ccc', nonce: 'nonce-456', returnTo: '/claim-profile/7', userType: 'user',
    });
  });

  it('refuses another state, a missing state and an answer nobody asked for', () => {
    expect(checkMicrosoftReturn('#id_token=aaa&state=forged', pending)).toEqual({ ok: false, reason: 'state-mismatch' });
    expect(checkMicrosoftReturn('#id_token=aaa', pending)).toEqual({ ok: false, reason: 'state-mismatch' });
    expect(checkMicrosoftReturn('#id_token=aaa&state=state-123', null)).toEqual({ ok: false, reason: 'no-request' });
  });

  it('reports the provider’s error and a missing token', () => {
    expect(checkMicrosoftReturn('#error=access_denied&error_description=The+user+cancelled&state=state-123', pending)).toEqual({
      ok: false, reason: 'provider-error', detail: 'The user cancelled',
    });
    expect(checkMicrosoftReturn('#state=state-123', pending)).toEqual({ ok: false, reason: 'no-token' });
    expect(checkMicrosoftReturn('', pending)).toEqual({ ok: false, reason: 'state-mismatch' });
  });
});
