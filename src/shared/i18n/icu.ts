import { intlTag, type Locale } from './locale.ts';

/**
 * ICU plurals in translated messages (issue 18): `{count, plural, =0 {…} one {# day} other {# days}}`,
 * with `#` the count formatted in the language and the form chosen by Intl.PluralRules (Arabic's zero,
 * one, two, few, many, other). English messages are plain `{name}` strings and never need this module:
 * it loads with the Arabic or Hindi catalog (src/lib/i18n.ts) and on the server (server/i18n-server.ts).
 */
type Node = string | { arg: string } | { arg: string; offset: number; options: Record<string, Node[]>; select?: true } | { pound: true };
type Params = Record<string, string | number>;

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
      // `select` (issue 41: a reviewer's and a family member's gender and relation) picks an option by its word.
      const head = /^\{\s*(\w+)\s*,\s*(plural|selectordinal|select)\s*,\s*(?:offset:(\d+)\s*)?/.exec(source.slice(at));
      if (!head) {
        // A brace that starts no placeholder is text.
        text += char;
        at++;
        continue;
      }
      if (text) nodes.push(text);
      text = '';
      at += head[0].length;
      const options: Record<string, Node[]> = {};
      const isSelect = head[2] === 'select';
      for (;;) {
        const option = (isSelect ? /^\s*(\w+)\s*\{/ : /^\s*(=\d+|zero|one|two|few|many|other)\s*\{/).exec(source.slice(at));
        if (!option) break;
        at += option[0].length;
        options[option[1]!] = parseNodes(isSelect ? inPlural : true);
        if (source[at] !== '}') throw new MessageSyntaxError(`unclosed plural option in: ${source}`);
        at++;
      }
      const end = /^\s*\}/.exec(source.slice(at));
      if (!end || !options.other) throw new MessageSyntaxError(`malformed plural (needs 'other' and a closing brace) in: ${source}`);
      at += end[0].length;
      nodes.push(isSelect ? { arg: head[1]!, offset: 0, options, select: true } : { arg: head[1]!, offset: Number(head[3] ?? 0), options });
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
    else if ('options' in node && node.select) {
      const value = String(params?.[node.arg] ?? 'other');
      out += render(node.options[value] ?? node.options.other!, params, locale, count);
    } else if ('options' in node) {
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

/** Fills a message with plurals in a language (a malformed one is shown as written). */
export function formatIcu(template: string, params: Params | undefined, locale: Locale): string {
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
