import { useState } from 'react';
import { UserIcon } from './icons.tsx';
import { mediaUrl } from '../../lib/media-url.ts';

/** The doctor's photo, or the default avatar when there is none or it fails to load (000 §2). */
export function DoctorPhoto({ src, alt, className = '' }: { src: string | null; alt: string; className?: string }) {
  const url = mediaUrl(src);
  const [failed, setFailed] = useState<string | null>(null);
  const box = `shrink-0 overflow-hidden rounded-2xl border border-slate-200 ${className}`;
  if (url && failed !== url) {
    return <img src={url} alt={alt} onError={() => setFailed(url)} className={`${box} bg-slate-100 object-cover`} />;
  }
  return (
    <span role="img" aria-label={alt} className={`${box} flex items-center justify-center bg-teal-50 text-teal-700`}>
      <UserIcon width="45%" height="45%" strokeWidth={1.5} />
    </span>
  );
}
