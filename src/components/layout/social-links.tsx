import type { ReactNode } from 'react';
import { useT } from '../../lib/i18n.ts';
import type { MessageKey } from '../../shared/i18n/en.ts';

interface Social {
  labelKey: MessageKey;
  href: string;
  icon: ReactNode;
}

const path = (d: string) => <path d={d} />;

const SOCIALS: Social[] = [
  {
    labelKey: 'footer.facebook',
    href: 'https://www.facebook.com/',
    icon: path('M14 8h3V4h-3a4 4 0 00-4 4v3H7v4h3v7h4v-7h3l1-4h-4V8.5a.5.5 0 01.5-.5z'),
  },
  {
    labelKey: 'footer.instagram',
    href: 'https://www.instagram.com/',
    icon: (
      <>
        <rect x="3" y="3" width="18" height="18" rx="5" fill="none" stroke="currentColor" strokeWidth="2" />
        <circle cx="12" cy="12" r="4" fill="none" stroke="currentColor" strokeWidth="2" />
        <circle cx="17.5" cy="6.5" r="1.2" />
      </>
    ),
  },
  {
    labelKey: 'footer.linkedin',
    href: 'https://www.linkedin.com/',
    icon: path('M4 9h4v12H4zM6 3a2 2 0 110 4 2 2 0 010-4zM10 9h3.8v1.7h.1a4.2 4.2 0 013.8-2c4 0 4.8 2.6 4.8 6.1V21h-4v-5.5c0-1.3 0-3-1.8-3s-2.1 1.4-2.1 2.9V21h-4z'),
  },
  {
    labelKey: 'footer.x',
    href: 'https://x.com/',
    icon: path('M17.8 3h3.1l-6.8 7.8L22 21h-6.2l-4.9-6.4L5.3 21H2.2l7.3-8.3L2 3h6.4l4.4 5.8zm-1.1 16.2h1.7L7.4 4.7H5.6z'),
  },
  {
    labelKey: 'footer.youtube',
    href: 'https://www.youtube.com/',
    icon: path('M22 8.2a3 3 0 00-2.1-2.1C18 5.6 12 5.6 12 5.6s-6 0-7.9.5A3 3 0 002 8.2 31 31 0 001.6 12c0 1.3.1 2.6.4 3.8a3 3 0 002.1 2.1c1.9.5 7.9.5 7.9.5s6 0 7.9-.5a3 3 0 002.1-2.1c.3-1.2.4-2.5.4-3.8s-.1-2.6-.4-3.8zM10 15.2V8.8l5.2 3.2z'),
  },
];

/** The footer's social icons; each link is named for screen readers. */
export function SocialLinks() {
  const t = useT();
  return (
    <ul className="flex flex-wrap gap-2">
      {SOCIALS.map((social) => (
        <li key={social.labelKey}>
          <a
            href={social.href}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t(social.labelKey)}
            className="inline-flex h-10 w-10 items-center justify-center rounded-full bg-slate-800 text-slate-200 outline-none transition-colors hover:bg-teal-600 hover:text-white focus-visible:ring-2 focus-visible:ring-teal-400"
          >
            <svg viewBox="0 0 24 24" width="18" height="18" fill="currentColor" aria-hidden="true" focusable="false">
              {social.icon}
            </svg>
          </a>
        </li>
      ))}
    </ul>
  );
}
