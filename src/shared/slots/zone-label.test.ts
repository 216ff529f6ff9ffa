import { describe, expect, it } from 'vitest';
import { zoneLabel, zoneName } from './zone-label.ts';

const at = new Date('2025-03-10T06:00:00Z');

describe('zoneLabel', () => {
  it('is null when the viewer shares the clinic\'s clock', () => {
    expect(zoneLabel('Asia/Dubai', 'Asia/Dubai', at)).toBeNull();
    expect(zoneLabel('Asia/Dubai', 'Asia/Muscat', at)).toBeNull();
  });

  it('names the clinic\'s zone when the viewer is elsewhere', () => {
    expect(zoneLabel('Asia/Kolkata', 'Asia/Dubai', at)).toBe('IST');
    expect(zoneLabel('Asia/Dubai', 'Asia/Kolkata', at)).toBe('GST');
    expect(zoneLabel('Asia/Riyadh', 'Europe/London', at)).toBe('AST');
  });

  it('falls back to a runtime abbreviation or the zone id', () => {
    expect(zoneName('America/New_York', new Date('2025-01-10T12:00:00Z'))).toBe('EST');
    expect(zoneName('Asia/Karachi', at)).toMatch(/^(PKT|Asia\/Karachi)$/);
    expect(zoneName('Not/AZone', at)).toBe('Not/AZone');
  });
});
