import { describe, expect, it } from 'vitest';
import type { AvailabilityData } from '../../shared/schemas/booking.ts';
import { defaultRange, showWaitlistPrompt } from './waitlist-rules.ts';

const data = (days: boolean[], slots: boolean[]): AvailabilityData => ({
  online_fee: 500,
  offline_fee: null,
  online_timeslots: slots.map((disabled, index) => ({ time: `0${index + 1}:00`, label: '', isDisabled: disabled })),
  offline_timeslots: [],
  duration: 30,
  days: days.map((status, index) => ({ day: '', date: `2030-01-0${index + 1}`, status })),
  days_previous: null,
  days_next: null,
  time_zone: 'Asia/Dubai',
  date: '2030-01-01',
  clinic_id: null,
  clinics: [],
});

describe('showWaitlistPrompt', () => {
  const online = { type: 'online' as const, clinicId: null, date: '2030-01-01' };
  it('shows when no day of the strip has a free slot', () => {
    expect(showWaitlistPrompt({ ...online, date: null }, data([false, false], []))).toBe(true);
  });
  it('shows when the chosen day has a taken or held time, or nothing free', () => {
    expect(showWaitlistPrompt(online, data([true], [false, true]))).toBe(true);
    expect(showWaitlistPrompt(online, data([true], []))).toBe(true);
  });
  it('hides while everything on the chosen day is free, before a day is chosen, and for a visit without a clinic', () => {
    expect(showWaitlistPrompt(online, data([true], [false, false]))).toBe(false);
    expect(showWaitlistPrompt({ ...online, date: null }, data([true], [false]))).toBe(false);
    expect(showWaitlistPrompt({ type: 'offline', clinicId: null, date: null }, data([false], []))).toBe(false);
    expect(showWaitlistPrompt(online, undefined)).toBe(false);
  });
});

describe('defaultRange', () => {
  it('starts on the chosen day, else the strip\'s first, and spans a week', () => {
    expect(defaultRange({ type: 'online', clinicId: null, date: '2030-01-03' }, undefined)).toEqual({ from: '2030-01-03', to: '2030-01-09' });
    expect(defaultRange({ type: 'online', clinicId: null, date: null }, data([false], []))).toEqual({ from: '2030-01-01', to: '2030-01-07' });
  });
});
