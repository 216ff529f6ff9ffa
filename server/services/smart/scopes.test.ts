import { describe, expect, it } from 'vitest';
import { grantable, permissionFor, scopeString } from './scopes.ts';
import { parseSmartClients, registeredClient } from './clients.ts';

describe('SMART scopes (issue 39)', () => {
  it.each([
    ['launch/patient patient/Appointment.rs patient/Appointment.c', 'launch/patient patient/Appointment.crs'],
    ['patient/Appointment.cruds', 'patient/Appointment.crus'],
    ['patient/*.rs', 'patient/Appointment.rs'],
    ['patient/Appointment.read', 'patient/Appointment.rs'],
    ['patient/Appointment.write', 'patient/Appointment.cu'],
    ['openid fhirUser offline_access patient/Appointment.c', 'patient/Appointment.c'],
  ])('%s grants %s', (requested, granted) => {
    expect(scopeString(grantable(requested))).toBe(granted);
  });

  it.each(['patient/Appointment.sr', 'patient/Appointment.rr', 'patient/Appointment.d', 'user/Appointment.rs', 'patient/Observation.rs', 'patient/Appointment.rs?status=booked', 'launch/patient', ''])(
    '%s grants no Appointment permission',
    (requested) => expect(grantable(requested).permissions).toEqual([]),
  );

  it('names the permission of each Appointment interaction; the directory needs none', () => {
    expect(permissionFor('GET', '/fhir/Appointment')).toBe('s');
    expect(permissionFor('GET', '/fhir/Appointment/:id')).toBe('r');
    expect(permissionFor('POST', '/fhir/Appointment')).toBe('c');
    expect(permissionFor('POST', '/fhir/Appointment/:id/$cancel')).toBe('u');
    expect(permissionFor('PATCH', '/fhir/Appointment/:id')).toBe('u');
    expect(permissionFor('POST', '/fhir/Appointment/_search')).toBe('s');
    expect(permissionFor('GET', '/fhir/Practitioner')).toBeNull();
  });
});

describe('SMART_CLIENTS', () => {
  it('reads public clients and matches redirect URIs exactly', () => {
    const clients = parseSmartClients('[{"client_id":"a","name":"A","redirect_uris":["https://a.example/cb","http://localhost:3000/cb","com.example.app:/cb"]}]');
    expect(registeredClient(clients, 'a', 'https://a.example/cb')?.name).toBe('A');
    expect(registeredClient(clients, 'a', 'https://a.example/cb/')).toBeNull();
    expect(registeredClient(clients, 'a', ['https://a.example/cb'])).toBeNull();
    expect(registeredClient(clients, 'b', 'https://a.example/cb')).toBeNull();
    expect(parseSmartClients(undefined)).toEqual([]);
  });

  it.each([
    'not json',
    '[{"client_id":"a","name":"A","redirect_uris":["http://a.example/cb"]}]',
    '[{"client_id":"a","name":"A","redirect_uris":["https://a.example/cb#x"]}]',
    '[{"client_id":"a b","name":"A","redirect_uris":["https://a.example/cb"]}]',
    '[{"client_id":"a","name":"A","redirect_uris":[]}]',
    '[{"client_id":"a","name":"A","redirect_uris":["https://a.example/cb"]},{"client_id":"a","name":"B","redirect_uris":["https://b.example/cb"]}]',
  ])('refuses %s', (raw) => expect(() => parseSmartClients(raw)).toThrow(/SMART_CLIENTS/));
});
