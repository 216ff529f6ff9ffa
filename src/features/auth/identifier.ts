import type { MessageKey } from '../../shared/i18n/en.ts';
import { isEmail, isPhone, looksLikePhone, stripSpaces, type OtpType, type UserType } from '../../shared/schemas/auth.ts';

/** Which channel the typed identifier selects: no letters means a phone (000 §4). */
export function identifierChannel(raw: string): OtpType {
  return looksLikePhone(stripSpaces(raw)) ? 'phone' : 'email';
}

export type IdentifierCheck =
  | { ok: true; value: string; otpType: OtpType }
  | { ok: false; error: MessageKey };

/**
 * The login checks in the spec's order (000 §5, 001 §5): empty, terms (before any
 * request), then the email or phone shape with the wording of each role's screen.
 */
export function checkIdentifier(raw: string, termsAccepted: boolean, role: UserType): IdentifierCheck {
  const value = stripSpaces(raw);
  if (!value) return { ok: false, error: 'auth.fieldRequired' };
  if (!termsAccepted) return { ok: false, error: 'auth.acceptTerms' };
  const otpType = identifierChannel(value);
  if (otpType === 'email' && !isEmail(value)) {
    return { ok: false, error: role === 'doctor' ? 'auth.doctor.invalidEmail' : 'auth.invalidEmail' };
  }
  if (otpType === 'phone' && !isPhone(value)) {
    return { ok: false, error: role === 'doctor' ? 'auth.doctor.invalidPhone' : 'auth.invalidPhone' };
  }
  return { ok: true, value, otpType };
}
