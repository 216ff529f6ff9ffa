import { currentIntl, currentLocale } from '../i18n/format.ts';
import type { Locale } from '../i18n/locale.ts';
import type { Currency } from './currency.ts';

/**
 * A fee in its currency (currency.ts: the doctor's or clinic's country decides) with two decimals and no grouping, as the product shows fees ('500.00'). In Arabic the
 * digits stay Western (ar-AE-u-nu-latn, see src/shared/i18n/locale.ts) and the decimal sign is the
 * locale's; the amount is isolated from the surrounding text direction by the caller's markup.
 *
 * For an amount of zero or more, every language we ship writes exactly the digits and a '.', so that
 * text is built here (issue 37): the first Intl.NumberFormat of a page builds the browser's locale tables,
 * a 100–350 ms task on a phone that fell inside hydration whenever intl-warm.js had not finished first.
 * money.test.ts checks the result against Intl for every language. A negative amount takes Intl's path.
 */
const formatters = new Map<string, Intl.NumberFormat>();
const amount = {
  format: (value: number) => {
    if (value >= 0 && value < Number.MAX_SAFE_INTEGER / 1000) {
      // toPrecision first: 2.675 * 100 is 267.49999…, which Intl (working in decimal) rounds to 268.
      const cents = Math.round(Number((value * 100).toPrecision(15)));
      return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
    }
    const tag = currentIntl();
    let format = formatters.get(tag);
    if (!format) {
      format = new Intl.NumberFormat(tag, { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: false });
      formatters.set(tag, format);
    }
    return format.format(value);
  },
};

function toNumber(value: number | string | null | undefined): number {
  const n = typeof value === 'string' ? Number(value) : (value ?? 0);
  return Number.isFinite(n) ? n : 0;
}

/**
 * Each currency's sign as Intl writes it in each language (money.test.ts checks them against Intl's
 * formatToParts), kept here so no Intl.NumberFormat is built for it (see above).
 */
const SYMBOLS: Record<Locale, Record<Currency, string>> = {
  en: { INR: '₹', AED: 'AED', USD: '$', GBP: '£', CAD: 'CA$', AUD: 'A$' },
  ar: { INR: '₹', AED: 'د.إ.', USD: 'US$', GBP: 'UK£', CAD: 'CA$', AUD: 'AU$' },
  hi: { INR: '₹', AED: 'AED', USD: '$', GBP: '£', CAD: 'CA$', AUD: 'A$' },
};

/**
 * The space between symbol and amount is a no-break space: a narrow phone card
 * or the sticky bar would otherwise wrap the sign onto one line and the amount onto the next.
 */
const NBSP = '\u00a0';

/** Patient-side fee: '₹ 500.00' in India, 'AED 500.00' in the UAE (000 §9; the sign first in every language). */
export function formatFee(value: number | string | null | undefined, currency: Currency): string {
  return `${SYMBOLS[currentLocale()][currency]}${NBSP}${amount.format(toNumber(value))}`;
}

/**
 * A whole amount as a bound of a fee range ('₹ 500', 'AED 500', 'د.إ. 500', a no-break space as formatFee's): the listing's Fees
 * filter bands, whole units with no '.00'. Without a currency (a listing whose doctors charge in several),
 * the bare number: each doctor's fee is compared in its own currency.
 */
export function formatFeeBound(value: number, currency: Currency | null): string {
  const whole = String(Math.trunc(toNumber(value)));
  return currency ? `${SYMBOLS[currentLocale()][currency]}${NBSP}${whole}` : whole;
}

/**
 * Doctor-portal fee: 'Rs. 500.00' for rupees in English (001 §2 configuration table); otherwise as the
 * patient side writes it (the rupee sign in Arabic and Hindi, 'AED 500.00' for a UAE doctor).
 */
export function formatPortalFee(value: number | string | null | undefined, currency: Currency): string {
  if (currency === 'INR' && currentLocale() === 'en') return `Rs.${NBSP}${amount.format(toNumber(value))}`;
  return formatFee(value, currency);
}
