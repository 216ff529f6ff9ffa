import { describe, expect, it } from 'vitest';
import { isIos, isIosSafari, showsIosHint } from './install-rules.ts';

const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const IPHONE_CHROME =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/123.0 Mobile/15E148 Safari/604.1';
const IPAD_DESKTOP_MODE = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15';
const ANDROID_CHROME = 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36';

describe('install rules', () => {
  it('recognises iPhones and iPads (also in desktop mode), not Macs or Android', () => {
    expect(isIos(IPHONE_SAFARI, 5)).toBe(true);
    expect(isIos(IPAD_DESKTOP_MODE, 5)).toBe(true);
    expect(isIos(IPAD_DESKTOP_MODE, 0)).toBe(false);
    expect(isIos(ANDROID_CHROME, 5)).toBe(false);
  });

  it('gives the hint only in iOS Safari, when not installed and not dismissed', () => {
    expect(isIosSafari(IPHONE_CHROME, 5)).toBe(false);
    const env = { userAgent: IPHONE_SAFARI, maxTouchPoints: 5, standalone: false, dismissed: false };
    expect(showsIosHint(env)).toBe(true);
    expect(showsIosHint({ ...env, standalone: true })).toBe(false);
    expect(showsIosHint({ ...env, dismissed: true })).toBe(false);
    expect(showsIosHint({ ...env, userAgent: ANDROID_CHROME })).toBe(false);
  });
});
