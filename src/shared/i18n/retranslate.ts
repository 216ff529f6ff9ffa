import { en } from './en.ts';
import { addedEnglish, currentLocale, formatMessage, lookup } from './format.ts';
import { DEFAULT_LOCALE, type Locale } from './locale.ts';

let englishIndex: Map<string, string> | undefined;
let templates: { key: string; pattern: RegExp; names: string[] }[] | undefined;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** English messages with simple `{name}` parameters (no ICU plural or select), as patterns that read the values back. */
function templatePatterns() {
  if (templates) return templates;
  templates = [];
  for (const source of [addedEnglish(), en as Record<string, string>]) {
    for (const [key, value] of Object.entries(source)) {
      if (!value.includes('{') || /\{\s*\w+\s*,/.test(value)) continue;
      // A template that is mostly its parameters ('{name}', '{count} km') would claim any message.
      if (value.replace(/\{\w+\}/g, '').trim().length < 8) continue;
      const names: string[] = [];
      const pattern = value.split(/(\{\w+\})/).map((part) => {
        const name = /^\{(\w+)\}$/.exec(part)?.[1];
        if (!name) return escapeRegExp(part);
        names.push(name);
        return '(.+?)';
      });
      templates.push({ key, pattern: new RegExp(`^${pattern.join('')}$`, 's'), names });
    }
  }
  return templates;
}

/**
 * A message fixed in English when a module loaded (the shared zod schemas word their errors once, at
 * import) in the current language: the key is found by its English text, and a message with
 * parameters (`At most {max} items…`) by its template, its values carried over. Anything else is
 * returned as is.
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
  if (key) return lookup(key, locale);
  for (const template of templatePatterns()) {
    const match = template.pattern.exec(message);
    if (!match) continue;
    const params = Object.fromEntries(template.names.map((name, i) => [name, match[i + 1]!]));
    return formatMessage(lookup(template.key, locale), params, locale);
  }
  return message;
}
