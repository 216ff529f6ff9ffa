import { useEffect, useId, useMemo, useState } from 'react';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { UserIcon } from '../../../components/ui/icons.tsx';
import { imageFileError } from '../../../lib/file-rules.ts';
import { useT } from '../../../lib/i18n.ts';
import { mediaUrl } from '../../../lib/media-url.ts';

interface ProfilePhotoFieldProps {
  /** The saved picture's URL. */
  current: string | null;
  /** A new file, null when the patient removed the picture, undefined to keep the saved one. */
  picture: File | null | undefined;
  onPictureChange: (picture: File | null | undefined) => void;
  error: string | null;
  onError: (message: string | null) => void;
}

/** Profile image with preview (001 §2, §5): images only, at most 5 MB; the server checks the content again. */
export function ProfilePhotoField({ current, picture, onPictureChange, error, onError }: ProfilePhotoFieldProps) {
  const t = useT();
  const inputId = useId();
  const errorId = useId();
  const preview = useMemo(() => (picture ? URL.createObjectURL(picture) : null), [picture]);
  useEffect(() => () => {
    if (preview) URL.revokeObjectURL(preview);
  }, [preview]);
  const [brokenUrl, setBrokenUrl] = useState<string | null>(null);
  const shown = preview ?? (picture === null ? null : mediaUrl(current));

  const onPick = (file: File | undefined) => {
    if (!file) return;
    const problem = imageFileError(file);
    if (problem) {
      onError(t(problem));
      return;
    }
    onError(null);
    onPictureChange(file);
  };

  return (
    <div className="flex flex-wrap items-center gap-5">
      {shown && brokenUrl !== shown ? (
        <img
          src={shown}
          alt={t('profile.form.photoPreview')}
          onError={() => setBrokenUrl(shown)}
          className="size-24 shrink-0 rounded-full bg-slate-100 object-cover ring-4 ring-teal-50"
        />
      ) : (
        <span aria-hidden="true" className="flex size-24 shrink-0 items-center justify-center rounded-full bg-teal-50 text-teal-700 ring-4 ring-teal-50/60">
          <UserIcon width={40} height={40} />
        </span>
      )}
      <div className="min-w-0 space-y-2">
        <p className="text-sm font-medium text-slate-800">{t('profile.form.photo')}</p>
        <div className="flex flex-wrap gap-2">
          <label htmlFor={inputId} className={buttonClass('secondary', 'sm', 'cursor-pointer focus-within:ring-2 focus-within:ring-teal-600')}>
            {shown ? t('profile.form.changePhoto') : t('profile.form.uploadPhoto')}
            <input
              id={inputId}
              type="file"
              accept="image/*"
              className="sr-only"
              aria-describedby={error ? errorId : undefined}
              aria-invalid={Boolean(error) || undefined}
              onChange={(event) => {
                onPick(event.target.files?.[0]);
                event.target.value = '';
              }}
            />
          </label>
          {shown ? (
            <button
              type="button"
              onClick={() => {
                onError(null);
                onPictureChange(current ? null : undefined);
              }}
              className={buttonClass('ghost', 'sm', 'text-red-700')}
            >
              {t('profile.form.removePhoto')}
            </button>
          ) : null}
        </div>
        <p className="text-xs text-slate-600">{t('profile.form.photoHint')}</p>
        <p id={errorId} role="alert" className="text-sm font-medium text-red-700 empty:hidden">
          {error}
        </p>
      </div>
    </div>
  );
}
