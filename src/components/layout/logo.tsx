import { useT } from '../../lib/i18n.ts';

/** The MedBook mark (same artwork as public/icons/icon.svg). */
export function LogoMark({ size = 32, className = '' }: { size?: number; className?: string }) {
  return (
    <svg viewBox="0 0 512 512" width={size} height={size} aria-hidden="true" focusable="false" className={className}>
      <rect width="512" height="512" rx="112" fill="#0f766e" />
      <rect x="112" y="136" width="288" height="256" rx="40" fill="none" stroke="#fff" strokeWidth="28" />
      <path d="M112 208h288" stroke="#fff" strokeWidth="28" />
      <path d="M184 104v64M328 104v64" stroke="#fff" strokeWidth="28" strokeLinecap="round" />
      <path d="M236 244h40v40h40v40h-40v40h-40v-40h-40v-40h40z" fill="#5eead4" />
    </svg>
  );
}

/** Mark plus word mark; the caller wraps it in the right link. */
export function Logo({ inverted = false }: { inverted?: boolean }) {
  const t = useT();
  return (
    <span className="inline-flex items-center gap-2">
      <LogoMark />
      <span className={`text-xl font-bold tracking-tight ${inverted ? 'text-white' : 'text-slate-900'}`}>
        {t('shell.appName')}
      </span>
    </span>
  );
}
