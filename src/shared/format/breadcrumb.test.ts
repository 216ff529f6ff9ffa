import { describe, expect, it } from 'vitest';
import { breadcrumbSegments } from './breadcrumb.ts';

describe('breadcrumbSegments', () => {
  it('capitalises words and turns hyphens into spaces', () => {
    expect(breadcrumbSegments('/my-appointments')).toEqual([{ label: 'My Appointments', href: '/my-appointments' }]);
  });

  it('drops purely numeric segments but keeps them in later hrefs', () => {
    expect(breadcrumbSegments('/claim-profile/42')).toEqual([{ label: 'Claim Profile', href: '/claim-profile' }]);
    expect(breadcrumbSegments('/doctor/edit-appointment/online/7')).toEqual([
      { label: 'Doctor', href: '/doctor' },
      { label: 'Edit Appointment', href: '/doctor/edit-appointment' },
      { label: 'Online', href: '/doctor/edit-appointment/online' },
    ]);
  });

  it('keeps segments that merely contain digits', () => {
    expect(breadcrumbSegments('/add-review/dr-ann-2/5').map((c) => c.label)).toEqual(['Add Review', 'Dr Ann 2']);
  });

  it('returns nothing for the root', () => {
    expect(breadcrumbSegments('/')).toEqual([]);
  });
});
