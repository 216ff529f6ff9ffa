import { describe, expect, it } from 'vitest';
import { mediaUrl } from './media-url.ts';

describe('mediaUrl', () => {
  it('keeps absolute paths, URLs and data images', () => {
    expect(mediaUrl('/media/a.jpg')).toBe('/media/a.jpg');
    expect(mediaUrl('https://cdn.test/a.jpg')).toBe('https://cdn.test/a.jpg');
    expect(mediaUrl('//cdn.test/a.jpg')).toBe('//cdn.test/a.jpg');
    expect(mediaUrl('data:image/png;base64,AAAA')).toBe('data:image/png;base64,AAAA');
  });
  it('puts bare paths under /media', () => {
    expect(mediaUrl('profile/a.jpg')).toBe('/media/profile/a.jpg');
    expect(mediaUrl(' //x')).toBe('//x');
  });
  it('is null when empty', () => {
    expect(mediaUrl(null)).toBeNull();
    expect(mediaUrl(undefined)).toBeNull();
    expect(mediaUrl('')).toBeNull();
    expect(mediaUrl('   ')).toBeNull();
  });
});
