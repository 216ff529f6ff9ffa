/**
 * What a SMART app reads before it launches (issue 39): /.well-known/smart-configuration (App Launch
 * 2.x §Conformance) and the matching `rest.security` of the CapabilityStatement (the SMART-on-FHIR
 * service coding and the oauth-uris extension older clients still read).
 */
import { SCOPES_SUPPORTED } from './scopes.ts';

export const SMART_CAPABILITIES = [
  'launch-standalone',
  'client-public',
  'context-standalone-patient',
  'permission-patient',
  'permission-v1',
  'permission-v2',
];

export const endpointsOf = (origin: string) => ({ authorize: `${origin}/oauth/authorize`, token: `${origin}/oauth/token` });

export function smartConfiguration(origin: string) {
  const endpoints = endpointsOf(origin);
  return {
    authorization_endpoint: endpoints.authorize,
    token_endpoint: endpoints.token,
    grant_types_supported: ['authorization_code'],
    response_types_supported: ['code'],
    token_endpoint_auth_methods_supported: ['none'],
    scopes_supported: SCOPES_SUPPORTED,
    code_challenge_methods_supported: ['S256'],
    capabilities: SMART_CAPABILITIES,
  };
}

/** CapabilityStatement.rest.security: SMART on FHIR, beside the product's own Bearer token. */
export function smartSecurity(fhirBase: string) {
  const endpoints = endpointsOf(fhirBase.replace(/\/fhir$/, ''));
  return {
    extension: [
      {
        url: 'http://fhir-registry.smarthealthit.org/StructureDefinition/oauth-uris',
        extension: [
          { url: 'authorize', valueUri: endpoints.authorize },
          { url: 'token', valueUri: endpoints.token },
        ],
      },
    ],
    service: [
      {
        coding: [{ system: 'http://terminology.hl7.org/CodeSystem/restful-security-service', code: 'SMART-on-FHIR', display: 'SMART-on-FHIR' }],
        text: 'SMART App Launch (standalone patient launch, PKCE S256), or a MedBook Bearer token',
      },
    ],
    description:
      'SMART apps: read /.well-known/smart-configuration, send the patient to the authorization endpoint (scopes patient/Appointment.rs, patient/Appointment.c, launch/patient), exchange the code at the token endpoint. Or sign in with POST /api/send-otp and /api/verify-otp; data.token is the Bearer token.',
  };
}
