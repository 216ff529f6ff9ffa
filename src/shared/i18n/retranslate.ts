import { en } from './en.ts';
import { addedEnglish, currentLocale, lookup } from './format.ts';
import { DEFAULT_LOCALE, type Locale } from './locale.ts';

let englishIndex: Map<string, string> | undefined;

/**
 * A message fixed in English when a module loaded (the shared zod schemas word their errors once, at
 * import) in the current language: the key is found by its English text. Anything else is returned as is.
 */
export function retranslate(message: string, locale: Locale = currentLocale()): string {
  if (locale === DEFAULT_LOCALE) return message;
  if (!englishIndex) {
    englishIndex = new Map();
    for (const source of [addedEnglish(), en as Record<string, string>]) {
      for (const [key, value] of Object.entries(source)) if (!value.includes('{')) englishIndex.set(value, key);
    }
  }
  const key = englishIndex.get(message);
  return key ? lookup(key, locale) : message;
}
