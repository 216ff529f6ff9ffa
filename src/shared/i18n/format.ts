import { en, type MessageKey } from './en.ts';
import { DEFAULT_LOCALE, intlTag, type Locale } from './locale.ts';

/** English messages added at start: the server's own (en-server.ts, added by server/i18n-server.ts). */
const added: Record<string, string> = {};
/** Translated messages per language (ar.ts + ar-server.ts + ar-admin.ts, ...), added when loaded. */
const translated: Partial<Record<Locale, Record<string, string>>> = {};

/** Adds messages: English ones the web app never looks up (the server's), or a language's catalog. */
export function addMessages(messages: Readonly<Record<string, string>>, locale: Locale = DEFAULT_LOCALE): void {
  if (locale === DEFAULT_LOCALE) Object.assign(added, messages);
  else Object.assign((translated[locale] ??= {}), messages);
}

/** Whether a language's messages have been added (the web app loads them on demand). */
export const hasMessages = (locale: Locale): boolean => locale === DEFAULT_LOCALE || translated[locale] !== undefined;

let localeSource: () => Locale = () => DEFAULT_LOCALE;

/**
 * Where `t` reads the language when the caller does not name it: the web app's active language, the
 * server's request (or job) language.
 */
export function setLocaleSource(source: () => Locale): void {
  localeSource = source;
}

export const currentLocale = (): Locale => localeSource();
/** The Intl tag of the current language (formatting helpers use it). */
export const currentIntl = (): string => intlTag(localeSource());

type Params = Record<string, string | number>;

/** The message for a key in a language: its translation, else the English (`fallback` first, for the console). */
export function lookup(key: string, locale: Locale, fallback?: Readonly<Record<string, string>>): string {
  return translated[locale]?.[key] ?? fallback?.[key] ?? (en as Record<string, string>)[key] ?? added[key] ?? key;
}

/** Fills a catalog message in a language (a key nobody added reads as itself). */
export function t(key: MessageKey, params?: Params, locale: Locale = localeSource()): string {
  return formatMessage(lookup(key, locale), params, locale);
}

// ---------------------------------------------------------------------------------------------
// Messages: `{name}` placeholders and ICU plurals, `{count, plural, =0 {…} one {# day} other {# days}}`
// (`#` is the count formatted in the language). English catalog values are plain `{name}` strings.
// ---------------------------------------------------------------------------------------------

type Node = string | { arg: string } | { arg: string; offset: number; options: Record<string, Node[]> } | { pound: true };

const cache = new Map<string, Node[]>();

export class MessageSyntaxError extends Error {}

/** Parses a message; throws MessageSyntaxError on unbalanced braces or a malformed plural. */
export function parseMessage(source: string): Node[] {
  let at = 0;
  const parseNodes = (inPlural: boolean): Node[] => {
    const nodes: Node[] = [];
    let text = '';
    while (at < source.length) {
      const char = source[at]!;
      if (char === '}') break;
      if (char === '#' && inPlural) {
        if (text) nodes.push(text);
        text = '';
        nodes.push({ pound: true });
        at++;
        continue;
      }
      if (char !== '{') {
        text += char;
        at++;
        continue;
      }
      const close = source.indexOf('}', at);
      const simple = /^\{\s*(\w+)\s*\}/.exec(source.slice(at, close + 1));
      if (simple) {
        if (text) nodes.push(text);
        text = '';
        nodes.push({ arg: simple[1]! });
        at += simple[0].length;
        continue;
      }
      const head = /^\{\s*(\w+)\s*,\s*(plural|selectordinal)\s*,\s*(?:offset:(\d+)\s*)?/.exec(source.slice(at));
      if (!head) {
        // A brace that starts no placeholder is text (English strings may hold one).
        text += char;
        at++;
        continue;
      }
      if (text) nodes.push(text);
      text = '';
      at += head[0].length;
      const options: Record<string, Node[]> = {};
      for (;;) {
        const option = /^\s*(=\d+|zero|one|two|few|many|other)\s*\{/.exec(source.slice(at));
        if (!option) break;
        at += option[0].length;
        options[option[1]!] = parseNodes(true);
        if (source[at] !== '}') throw new MessageSyntaxError(`unclosed plural option in: ${source}`);
        at++;
      }
      const end = /^\s*\}/.exec(source.slice(at));
      if (!end || !options.other) throw new MessageSyntaxError(`malformed plural (needs 'other' and a closing brace) in: ${source}`);
      at += end[0].length;
      nodes.push({ arg: head[1]!, offset: Number(head[3] ?? 0), options });
    }
    if (text) nodes.push(text);
    return nodes;
  };
  const nodes = parseNodes(false);
  if (at < source.length) throw new MessageSyntaxError(`unbalanced '}' in: ${source}`);
  return nodes;
}

const pluralRules = new Map<Locale, Intl.PluralRules>();
const numbers = new Map<Locale, Intl.NumberFormat>();
const rulesOf = (locale: Locale) => pluralRules.get(locale) ?? pluralRules.set(locale, new Intl.PluralRules(intlTag(locale))).get(locale)!;
const numbersOf = (locale: Locale) => numbers.get(locale) ?? numbers.set(locale, new Intl.NumberFormat(intlTag(locale))).get(locale)!;

function render(nodes: Node[], params: Params | undefined, locale: Locale, count?: number): string {
  let out = '';
  for (const node of nodes) {
    if (typeof node === 'string') out += node;
    else if ('pound' in node) out += count === undefined ? '#' : numbersOf(locale).format(count);
    else if ('options' in node) {
      const value = Number(params?.[node.arg]);
      if (!Number.isFinite(value)) {
        out += `{${node.arg}}`;
        continue;
      }
      const exact = node.options[`=${value}`];
      const branch = exact ?? node.options[rulesOf(locale).select(value - node.offset)] ?? node.options.other!;
      out += render(branch, params, locale, value - node.offset);
    } else out += params && node.arg in params ? String(params[node.arg]) : `{${node.arg}}`;
  }
  return out;
}

/** Fills a message's placeholders and plurals in a language. */
export function formatMessage(template: string, params: Params | undefined, locale: Locale = localeSource()): string {
  if (!template.includes('{')) return template;
  if (!template.includes(',')) {
    // The common case (every English message): plain {placeholders}.
    if (!params) return template;
    return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
  }
  let nodes = cache.get(template);
  if (!nodes) {
    try {
      nodes = parseMessage(template);
    } catch {
      nodes = [template];
    }
    cache.set(template, nodes);
  }
  return render(nodes, params, locale);
}

/**
 * The catalog key for a count's plural form ('1 Year', '2 Years'), chosen by
 * Intl.PluralRules rather than `count === 1`. Languages with more forms (Arabic's
 * zero/two/few/many) write an ICU plural in the `other` message, which `t` selects.
 */
export function pluralKey<K extends MessageKey>(count: number, forms: { one: K; other: K }, locale: Locale = localeSource()): K {
  return rulesOf(locale).select(count) === 'one' && (locale === DEFAULT_LOCALE || !lookup(forms.other, locale).includes(', plural,')) ? forms.one : forms.other;
}

let englishIndex: Map<string, string> | undefined;

/**
 * A message fixed in English when a module loaded (the shared zod schemas word their errors once, at
 * import) in the current language: the key is found by its English text. Anything else is returned as is.
 */
export function retranslate(message: string, locale: Locale = localeSource()): string {
  if (locale === DEFAULT_LOCALE) return message;
  if (!englishIndex) {
    englishIndex = new Map();
    for (const source of [added, en as Record<string, string>]) {
      for (const [key, value] of Object.entries(source)) if (!value.includes('{')) englishIndex.set(value, key);
    }
  }
  const key = englishIndex.get(message);
  return key ? lookup(key, locale) : message;
}
