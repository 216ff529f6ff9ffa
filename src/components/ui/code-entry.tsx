import { useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import { OTP_LENGTH } from '../../shared/constants.ts';
import { useT } from '../../lib/i18n.ts';
import { isDigit, pastedDigits } from './code-entry-rules.ts';

interface CodeEntryProps {
  digits: string[];
  onChange: (digits: string[]) => void;
  /** Called when the last box gets its digit, so the form can submit or focus Submit. */
  onComplete?: (code: string) => void;
  labelId: string;
  errorId?: string;
  invalid?: boolean;
  readOnly?: boolean;
  /** Focus the first box on mount (a dialog that opens straight onto the code). */
  autoFocus?: boolean;
}

/**
 * Four one-digit boxes (000 §5 code entry): digits only, typing moves forward,
 * Backspace on an empty box goes back, and a paste is taken only if it is all digits.
 */
export function CodeEntry({ digits, onChange, onComplete, labelId, errorId, invalid, readOnly, autoFocus }: CodeEntryProps) {
  const t = useT();
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const focusBox = (index: number) => boxes.current[Math.max(0, Math.min(OTP_LENGTH - 1, index))]?.focus();

  const fill = (from: number, incoming: string[]) => {
    const next = [...digits];
    incoming.forEach((digit, offset) => {
      if (from + offset < OTP_LENGTH) next[from + offset] = digit;
    });
    onChange(next);
    const last = Math.min(from + incoming.length, OTP_LENGTH) - 1;
    if (next.every(isDigit)) {
      focusBox(last);
      onComplete?.(next.join(''));
    } else {
      focusBox(last + 1);
    }
  };

  const onInput = (index: number, value: string) => {
    if (value === '') {
      const next = [...digits];
      next[index] = '';
      onChange(next);
      return;
    }
    if (value.length >= OTP_LENGTH) {
      // The whole code at once: the browser's one-time-code autofill.
      const accepted = pastedDigits(value);
      if (accepted) fill(0, accepted);
      return;
    }
    // A box that already held a digit receives old + new in either order: keep the new one.
    const previous = digits[index] ?? '';
    const typed = value.length > 1 && previous ? value.replace(previous, '') : value;
    const accepted = pastedDigits(typed);
    if (accepted) fill(index, accepted);
  };

  const onKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (readOnly) return;
    if (event.key === 'Backspace' && !digits[index]) {
      event.preventDefault();
      if (index > 0) {
        const next = [...digits];
        next[index - 1] = '';
        onChange(next);
        focusBox(index - 1);
      }
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      focusBox(index - 1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      focusBox(index + 1);
    }
  };

  const onPaste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    if (readOnly) return;
    const accepted = pastedDigits(event.clipboardData.getData('text'));
    if (accepted) fill(accepted.length >= OTP_LENGTH ? 0 : index, accepted);
  };

  // A code reads left to right in every language; the arrow keys move the way the boxes are drawn.
  return (
    <div role="group" dir="ltr" aria-labelledby={labelId} aria-describedby={errorId} className="flex gap-3 rtl:justify-end">
      {Array.from({ length: OTP_LENGTH }, (_, index) => (
        <input
          key={index}
          ref={(element) => {
            boxes.current[index] = element;
          }}
          value={digits[index] ?? ''}
          onChange={(event) => onInput(index, event.target.value)}
          onKeyDown={(event) => onKeyDown(index, event)}
          onPaste={(event) => onPaste(index, event)}
          onFocus={(event) => event.target.select()}
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          // A dialog that exists only to take this code opens with the caret in its first box.
          autoFocus={autoFocus && index === 0}
          maxLength={index === 0 ? OTP_LENGTH : 2}
          aria-label={t('auth.codeDigit', { index: index + 1, total: OTP_LENGTH })}
          aria-invalid={invalid || undefined}
          readOnly={readOnly}
          className="size-12 rounded-xl border border-slate-300 bg-white text-center text-xl font-semibold text-slate-900 outline-none focus:border-teal-600 focus:ring-2 focus:ring-teal-600/30 read-only:opacity-70 aria-invalid:border-red-500 sm:size-14"
        />
      ))}
    </div>
  );
}
