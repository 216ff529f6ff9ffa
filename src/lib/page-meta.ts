import { useEffect } from 'react';
import { t } from './i18n.ts';

function setHeadTag(selector: string, create: () => HTMLElement, attribute: string, value: string) {
  let element = document.head.querySelector<HTMLElement>(selector);
  if (!element) {
    element = create();
    document.head.append(element);
  }
  element.setAttribute(attribute, value);
}

/**
 * Keeps the document title, meta description and canonical link in step with the page
 * after client-side navigation (the server fills them for the first load).
 */
export function usePageMeta(title: string, description?: string, canonicalPath?: string): void {
  useEffect(() => {
    document.title = title;
    setHeadTag(
      'meta[name="description"]',
      () => Object.assign(document.createElement('meta'), { name: 'description' }),
      'content',
      description ?? t('meta.siteDescription'),
    );
    const path = canonicalPath ?? window.location.pathname;
    setHeadTag(
      'link[rel="canonical"]',
      () => Object.assign(document.createElement('link'), { rel: 'canonical' }),
      'href',
      new URL(path, window.location.origin).href,
    );
  }, [title, description, canonicalPath]);
}
