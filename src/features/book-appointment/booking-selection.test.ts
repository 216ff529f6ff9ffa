import { describe, expect, it } from 'vitest';
import type { MessageKey } from '../../shared/i18n/en.ts';
import { t } from '../../shared/i18n/format.ts';
import {
  canBook, dateNeedsClinic, initialSelection, selectionMessage, selectionReducer, tabLabels, type BookingSelection,
} from './booking-selection.ts';

const picked: BookingSelection = { type: 'offline', clinicId: 7, date: '2025-03-10', time: '10:30' };
const text = (key: MessageKey | null) => (key === null ? null : t(key));

describe('selectionReducer', () => {
  it('clears date, time and clinic when the tab changes', () => {
    expect(selectionReducer(picked, { kind: 'tab', type: 'online' })).toEqual({ type: 'online', clinicId: null, date: null, time: null });
    const online = { type: 'online', clinicId: null, date: '2025-03-10', time: '09:00' } as const;
    expect(selectionReducer(online, { kind: 'tab', type: 'offline' })).toEqual({ ...initialSelection, type: 'offline' });
  });

  it('keeps everything when the same tab is pressed again', () => {
    expect(selectionReducer(picked, { kind: 'tab', type: 'offline' })).toBe(picked);
  });

  it('clears date and time when another clinic is chosen', () => {
    expect(selectionReducer(picked, { kind: 'clinic', clinicId: 8 })).toEqual({ ...picked, clinicId: 8, date: null, time: null });
    expect(selectionReducer(picked, { kind: 'clinic', clinicId: 7 })).toBe(picked);
  });

  it('clears the time when another date is picked', () => {
    expect(selectionReducer(picked, { kind: 'date', date: '2025-03-11' })).toEqual({ ...picked, date: '2025-03-11', time: null });
  });

  it('refuses a visit date before a clinic, and a time before a date', () => {
    const visit = { ...initialSelection, type: 'offline' } as const;
    expect(dateNeedsClinic(visit)).toBe(true);
    expect(selectionReducer(visit, { kind: 'date', date: '2025-03-10' })).toBe(visit);
    expect(selectionReducer(initialSelection, { kind: 'time', time: '10:00' })).toBe(initialSelection);
    expect(dateNeedsClinic({ ...initialSelection })).toBe(false);
  });

  it('clears only the time after a slot was taken, and resets on close keeping the tab', () => {
    expect(selectionReducer(picked, { kind: 'clearTime' })).toEqual({ ...picked, time: null });
    expect(selectionReducer(picked, { kind: 'reset' })).toEqual({ ...initialSelection, type: 'offline' });
  });
});

describe('canBook', () => {
  it('needs date and time, and a clinic for visits', () => {
    expect(canBook(initialSelection)).toBe(false);
    expect(canBook({ ...initialSelection, date: '2025-03-10' })).toBe(false);
    expect(canBook({ ...initialSelection, date: '2025-03-10', time: '09:00' })).toBe(true);
    expect(canBook({ ...picked, clinicId: null })).toBe(false);
    expect(canBook(picked)).toBe(true);
  });
});

describe('selectionMessage', () => {
  it('uses the panel wording on the detail page', () => {
    expect(text(selectionMessage(initialSelection, 'booking'))).toBe('Please select date for booking*');
    expect(text(selectionMessage({ ...initialSelection, date: '2025-03-10' }, 'booking'))).toBe('Please select time for booking*');
  });

  it('uses the enquiry wording in the Book Appointment modal', () => {
    expect(text(selectionMessage(initialSelection, 'enquiry'))).toBe('Please select date for enquiry*');
    expect(text(selectionMessage({ ...initialSelection, date: '2025-03-10' }, 'enquiry'))).toBe('Please select time for enquiry*');
  });

  it('asks for the clinic first on a visit, and nothing once complete', () => {
    const visit = { ...initialSelection, type: 'offline' } as const;
    expect(text(selectionMessage(visit, 'booking'))).toBe('Please select clinic for offline consultation*');
    expect(selectionMessage(picked, 'booking')).toBeNull();
    expect(selectionMessage(picked, 'enquiry')).toBeNull();
  });

  it('labels the tabs per place', () => {
    expect([t(tabLabels.booking.online), t(tabLabels.booking.offline)]).toEqual(['CONSULT ONLINE', 'VISIT DOCTOR']);
    expect([t(tabLabels.enquiry.online), t(tabLabels.enquiry.offline)]).toEqual(['VIRTUAL', 'DOCTOR VISIT']);
  });
});
