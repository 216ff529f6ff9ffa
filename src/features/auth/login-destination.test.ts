import { describe, expect, it } from 'vitest';
import { loginDestination } from './login-destination.ts';

describe('loginDestination', () => {
  it('defaults to / for patients and /doctor/edit-profile for doctors', () => {
    expect(loginDestination('user', undefined)).toBe('/');
    expect(loginDestination('doctor', undefined)).toBe('/doctor/welcome');
  });
  it('follows a safe redirect meant for the role', () => {
    expect(loginDestination('user', '/my-appointments?tab=past')).toBe('/my-appointments?tab=past');
    expect(loginDestination('doctor', '/doctor/booking-list')).toBe('/doctor/booking-list');
  });
  it('ignores redirects into the other role’s area', () => {
    expect(loginDestination('user', '/doctor/booking-list')).toBe('/');
    expect(loginDestination('doctor', '/my-appointments')).toBe('/doctor/welcome');
  });
  it('ignores unsafe or looping redirects', () => {
    expect(loginDestination('user', 'https://evil.test')).toBe('/');
    expect(loginDestination('user', '//evil.test')).toBe('/');
    expect(loginDestination('user', '/login')).toBe('/');
    expect(loginDestination('doctor', 42)).toBe('/doctor/welcome');
  });
  it('keeps a patient target that merely starts with "doctor" text', () => {
    expect(loginDestination('user', '/doctor-details/amal/3')).toBe('/doctor-details/amal/3');
  });
  it('sends both roles to a consultation room they were asked to sign in for', () => {
    expect(loginDestination('user', '/consult/0123456789abcdef0123456789abcdef')).toBe('/consult/0123456789abcdef0123456789abcdef');
    expect(loginDestination('doctor', '/consult/0123456789abcdef0123456789abcdef')).toBe('/consult/0123456789abcdef0123456789abcdef');
    expect(loginDestination('doctor', '/consult/a/b')).toBe('/doctor/welcome');
  });
  it('sends an admin to the verification console (a requested console page, else /admin)', () => {
    expect(loginDestination('admin', undefined)).toBe('/admin');
    expect(loginDestination('admin', '/admin/claims?id=4')).toBe('/admin/claims?id=4');
    expect(loginDestination('admin', '/my-appointments')).toBe('/admin');
    expect(loginDestination('admin', 'https://evil.test/admin')).toBe('/admin');
  });
  it('never sends a patient into the console', () => {
    expect(loginDestination('user', '/admin/claims')).toBe('/');
    expect(loginDestination('doctor', '/admin')).toBe('/doctor/welcome');
  });
});
