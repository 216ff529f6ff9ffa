import { currentIntl } from './format.ts';

const dateFormats = new Map<string, Intl.DateTimeFormat>();
const numberFormats = new Map<string, Intl.NumberFormat>();

/**
 * An Intl.DateTimeFormat in the current language (en-US, ar-AE-u-nu-latn, hi-IN), created once per
 * language and options. Modules keep `const x = localizedDateFormat({...})` where they used to keep
 * one English formatter: each call formats in the language active at that moment.
 */
export function localizedDateFormat(options: Intl.DateTimeFormatOptions): Pick<Intl.DateTimeFormat, 'format' | 'formatToParts'> {
  const key = JSON.stringify(options);
  const get = () => {
    const tag = currentIntl();
    const id = `${tag}|${key}`;
    let format = dateFormats.get(id);
    if (!format) {
      format = new Intl.DateTimeFormat(tag, options);
      dateFormats.set(id, format);
    }
    return format;
  };
  return { format: (date) => get().format(date), formatToParts: (date) => get().formatToParts(date) };
}

/** An Intl.NumberFormat in the current language (see localizedDateFormat). */
export function localizedNumberFormat(options: Intl.NumberFormatOptions = {}): Pick<Intl.NumberFormat, 'format'> {
  const key = JSON.stringify(options);
  return {
    format: (value: number | bigint) => {
      const tag = currentIntl();
      const id = `${tag}|${key}`;
      let format = numberFormats.get(id);
      if (!format) {
        format = new Intl.NumberFormat(tag, options);
        numberFormats.set(id, format);
      }
      return format.format(value);
    },
  };
}
