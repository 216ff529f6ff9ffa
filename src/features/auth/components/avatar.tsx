import { useState } from 'react';
import { UserIcon } from '../../../components/ui/icons.tsx';
import { mediaUrl } from '../../../lib/media-url.ts';

/** The signed-in person's photo, or a person icon when there is none or it fails to load. */
export function Avatar({ src }: { src: string | null | undefined }) {
  const url = mediaUrl(src);
  const [failed, setFailed] = useState<string | null>(null);
  if (url && failed !== url) {
    return <img src={url} alt="" onError={() => setFailed(url)} className="size-8 shrink-0 rounded-full bg-slate-100 object-cover" />;
  }
  return (
    <span aria-hidden="true" className="flex size-8 shrink-0 items-center justify-center rounded-full bg-teal-50 text-teal-700">
      <UserIcon width={18} height={18} />
    </span>
  );
}
