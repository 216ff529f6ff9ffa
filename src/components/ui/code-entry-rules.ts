import { OTP_LENGTH } from '../../shared/constants.ts';

/** The code boxes hold one digit each; a typed non-digit is ignored (000 §5 code entry). */
export const isDigit = (value: string) => /^\d$/.test(value);

/**
 * Paste is accepted only when all of the pasted text is digits (000 §5); the
 * digits then fill the boxes from the first one. Returns null to reject.
 */
export function pastedDigits(text: string, length = OTP_LENGTH): string[] | null {
  if (!/^\d+$/.test(text)) return null;
  return text.slice(0, length).split('');
}

/** Entry is complete when every box holds a digit. */
export function isCodeComplete(digits: readonly string[], length = OTP_LENGTH): boolean {
  return digits.length === length && digits.every(isDigit);
}
