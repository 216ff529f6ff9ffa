import { en, type MessageKey } from './en.ts';

/** Fills {placeholders} of a catalog message. */
export function t(key: MessageKey, params?: Record<string, string | number>, catalog: Record<string, string> = en): string {
  const template = catalog[key] ?? en[key];
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}
