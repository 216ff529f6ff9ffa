import { useState } from 'react';
import { useT } from '../../lib/i18n.ts';
import { useSession } from '../../lib/session.ts';
import { mediaUrl } from '../../lib/media-url.ts';

/** The avatar every doctor without a photo (or with one that fails to load) gets (001 §2). */
export const FALLBACK_AVATAR = '/media/avatars/default.svg';

/** The signed-in doctor at the top of the portal menu: photo (or the fallback avatar) and name. */
export function PortalIdentity({ collapsed = false }: { collapsed?: boolean }) {
  const t = useT();
  const user = useSession()?.user;
  const url = mediaUrl(user?.profile_image);
  const [failed, setFailed] = useState<string | null>(null);
  if (!user) return null;
  const name = [user.first_name, user.last_name].map((part) => part?.trim()).filter(Boolean).join(' ') || user.name;
  const src = url && failed !== url ? url : FALLBACK_AVATAR;
  return (
    <div className={`mb-2 flex items-center gap-3 border-b border-slate-100 px-1 pb-3 ${collapsed ? 'justify-center' : ''}`}>
      <img
        src={src}
        alt={t('portal.avatarAlt', { name })}
        onError={() => url && setFailed(url)}
        className="size-10 shrink-0 rounded-full bg-slate-100 object-cover ring-1 ring-slate-200"
        data-fallback={src === FALLBACK_AVATAR ? '' : undefined}
      />
      <span className={collapsed ? 'sr-only' : 'min-w-0 truncate text-sm font-semibold text-slate-900'}>{t('portal.doctorName', { name })}</span>
    </div>
  );
}
