import { describe, expect, it } from 'vitest';
import { linkKeyOf, signLinkToken, verifyLinkToken } from './link-tokens.ts';

const key = linkKeyOf(Buffer.from('secret'));
const claims = { appointmentId: 7, action: 'cancel' as const, startsAt: 1_900_000_000_000, expiresAt: 1_900_000_000_000 };

describe('one-tap link tokens', () => {
  it('round-trips its claims with a fresh nonce each time', () => {
    const a = signLinkToken(key, claims);
    const b = signLinkToken(key, claims);
    expect(a).not.toBe(b);
    expect(verifyLinkToken(key, a)).toMatchObject(claims);
    expect(verifyLinkToken(key, a)!.nonce).not.toBe(verifyLinkToken(key, b)!.nonce);
  });

  it('refuses another key, an edited body, junk and oversized input', () => {
    const token = signLinkToken(key, claims);
    expect(verifyLinkToken(linkKeyOf(Buffer.from('other')), token)).toBeNull();
    const [v, body, sig] = token.split('.');
    const edited = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(body!, 'base64url').toString()), b: 8 })).toString('base64url');
    expect(verifyLinkToken(key, `${v}.${edited}.${sig}`)).toBeNull();
    for (const junk of ['', 'v1', 'v1..', 'v2.a.b', `${token}.x`, '<script>alert(1)</script>', 'x'.repeat(5000)]) {
      expect(verifyLinkToken(key, junk)).toBeNull();
    }
  });

  it('an Accept link names its proposal, and no other link carries one', () => {
    const accept = signLinkToken(key, { ...claims, action: 'accept', proposalId: 42 });
    expect(verifyLinkToken(key, accept)).toMatchObject({ action: 'accept', proposalId: 42 });
    expect(verifyLinkToken(key, signLinkToken(key, claims))!.proposalId).toBeUndefined();
    // Signed but malformed: an accept without a proposal, a cancel with one.
    expect(verifyLinkToken(key, signLinkToken(key, { ...claims, action: 'accept' }))).toBeNull();
    expect(verifyLinkToken(key, signLinkToken(key, { ...claims, proposalId: 42 }))).toBeNull();
  });
});
