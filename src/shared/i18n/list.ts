import { currentIntl } from './format.ts';

const formats = new Map<string, Intl.ListFormat>();

/**
 * A list in the current language's form: 'Arabic, English, Urdu' in English and Hindi, 'العربية،
 * والإنجليزية، والأردية' in Arabic (never a joined English comma). Its own module: only the pages
 * that list things load it.
 */
export function formatList(items: readonly string[]): string {
  const tag = currentIntl();
  let format = formats.get(tag);
  if (!format) {
    format = new Intl.ListFormat(tag, { type: 'unit', style: 'short' });
    formats.set(tag, format);
  }
  return format.format(items);
}
