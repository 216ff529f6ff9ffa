import { describe, expect, it } from 'vitest';
import { normalizeRequestUrl, redactUrl } from './request-url.ts';

describe('normalizeRequestUrl', () => {
  it.each([
    ['/%61pi/send-otp', '/api/send-otp'],
    ['/%41%50%49/home', '/API/home'],
    ['/%66hir/Practitioner?name=%61', '/fhir/Practitioner?name=%61'],
    ['/api/doctor%2Fdetail', '/api/doctor%2Fdetail'],
    ['/api/%7e%2e%5f%2D', '/api/~._-'],
    ['/a%25b', '/a%25b'],
    ['/%zz/x', '/%zz/x'],
    ['http://evil.example/api/home', '/api/home'],
    ['HTTPS://evil.example:8443/fhir/metadata?x=1', '/fhir/metadata?x=1'],
    ['http://evil.example', '/'],
    ['http://evil.example?x=1', '/?x=1'],
    ['/plain?q=%61', '/plain?q=%61'],
    ['*', '*'],
  ])('%s → %s', (raw, normal) => {
    expect(normalizeRequestUrl(raw)).toBe(normal);
  });
});

describe('redactUrl', () => {
  it('replaces secret values, keeps the rest', () => {
    expect(redactUrl('/appointment-link?token=abc.def&x=1')).toBe('/appointment-link?token=[redacted]&x=1');
    expect(redactUrl('/api/appointment-link?TOKEN=abc')).toBe('/api/appointment-link?TOKEN=[redacted]');
    expect(redactUrl('/auth/google?code=4/xyz&state=s1&scope=email')).toBe('/auth/google?code=[redacted]&state=[redacted]&scope=email');
    expect(redactUrl('/x?%74oken=abc')).toBe('/x?%74oken=[redacted]');
    expect(redactUrl('/x?%zz=1&token')).toBe('/x?%zz=1&token');
    expect(redactUrl('/api/home')).toBe('/api/home');
    // A reminder SMS's short link: the code is the secret (issue 42).
    expect(redactUrl('/l/Ab3dE6gH9k')).toBe('/l/[redacted]');
    expect(redactUrl('/l/Ab3dE6gH9k?x=1')).toBe('/l/[redacted]?x=1');
    expect(redactUrl('/appointment-link?code=Ab3dE6gH9k')).toBe('/appointment-link?code=[redacted]');
    expect(redactUrl('/lab/x')).toBe('/lab/x');
  });
});
