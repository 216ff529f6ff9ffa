import { describe, expect, it } from 'vitest';
import { percent, phoneLinks } from './doctor-day-rules.ts';

describe('phoneLinks', () => {
  it('calls and messages an international number', () => {
    expect(phoneLinks('+971 50 123-4567')).toEqual({ tel: 'tel:+971501234567', whatsapp: 'https://wa.me/971501234567' });
  });
  it('only calls a number without its country code', () => {
    expect(phoneLinks('501234567')).toEqual({ tel: 'tel:501234567', whatsapp: null });
  });
  it('gives nothing for text that is not a number', () => {
    expect(phoneLinks('')).toBeNull();
    expect(phoneLinks('javascript:alert(1)')).toBeNull();
  });
});

describe('percent', () => {
  it('rounds', () => {
    expect(percent(0.25)).toBe('25%');
    expect(percent(0)).toBe('0%');
    expect(percent(1 / 21)).toBe('4.8%');
  });
});
