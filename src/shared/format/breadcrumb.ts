import { capitalizeWords } from './display-name.ts';

export interface Crumb {
  label: string;
  /** The path up to and including this segment. */
  href: string;
}

/**
 * The breadcrumb trail of a path (000 §2): one crumb per segment, purely numeric
 * segments (ids) dropped, hyphens shown as spaces and every word capitalised.
 */
export function breadcrumbSegments(pathname: string): Crumb[] {
  const parts = pathname.split('/').filter(Boolean);
  const crumbs: Crumb[] = [];
  let href = '';
  for (const raw of parts) {
    const part = safeDecode(raw);
    href += `/${raw}`;
    if (/^\d+$/.test(part)) continue;
    crumbs.push({ label: capitalizeWords(part.replace(/[-_]+/g, ' ')), href });
  }
  return crumbs;
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
