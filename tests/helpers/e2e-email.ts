/**
 * A fresh address per call (issue 38: one helper instead of one per spec): the demo limits (5 codes an
 * hour) are per identifier and every spec shares one database, so each test signs in as someone new.
 * `domain` keeps registered doctors apart ('register.test') from patients ('example.test').
 */
export const freshEmail = (tag: string, domain = 'example.test') =>
  `e2e-${tag}-${Date.now().toString(36)}-${Math.floor(Math.random() * 1e6)}@${domain}`;
