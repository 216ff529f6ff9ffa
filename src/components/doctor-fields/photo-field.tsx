import { useEffect, useId, useMemo, useState } from 'react';
import { Button, FileTrigger } from 'react-aria-components';
import { useT } from '../../lib/i18n.ts';
import { buttonClass } from '../ui/button-styles.ts';
import { UserIcon } from '../ui/icons.tsx';
import { imageFileError } from '../../lib/file-rules.ts';
import { InlineError } from './text-input.tsx';
import { mediaUrl } from '../../lib/media-url.ts';

/** A new file to upload, or the stored picture (a media path; null when there is none or it was removed). */
export interface PhotoValue {
  file: File | null;
  stored: string | null;
}

/** Profile picture with preview, change and remove (001 §2); the fallback avatar when there is none. */
export function PhotoField({ value, onChange }: { value: PhotoValue; onChange: (value: PhotoValue) => void }) {
  const t = useT();
  const labelId = useId();
  const [error, setError] = useState<string | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const preview = useMemo(() => (value.file ? URL.createObjectURL(value.file) : null), [value.file]);
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);
  const url = preview ?? mediaUrl(value.stored);
  const hasPhoto = Boolean(value.file || value.stored);

  const onSelect = (files: FileList | null) => {
    const file = files?.[0];
    if (!file) return;
    const problem = imageFileError(file);
    setError(problem ? t(problem) : null);
    if (!problem) onChange({ ...value, file });
  };

  return (
    <div role="group" aria-labelledby={labelId} className="flex flex-wrap items-center gap-4">
      {url && failed !== url ? (
        <img src={url} alt={t('doctorFields.photoPreviewAlt')} onError={() => setFailed(url)} className="size-24 shrink-0 rounded-full border border-slate-200 bg-slate-100 object-cover" />
      ) : (
        <span role="img" aria-label={t('doctorFields.noPhoto')} className="flex size-24 shrink-0 items-center justify-center rounded-full border border-slate-200 bg-teal-50 text-teal-700">
          <UserIcon width="45%" height="45%" strokeWidth={1.5} />
        </span>
      )}
      <div className="flex min-w-0 flex-col gap-2">
        <span id={labelId} className="text-sm font-medium text-slate-700">
          {t('doctorFields.photo')}
        </span>
        <div className="flex flex-wrap gap-2">
          <FileTrigger acceptedFileTypes={['image/*']} onSelect={onSelect}>
            <Button className={buttonClass('secondary', 'sm')}>{hasPhoto ? t('doctorFields.photoChange') : t('doctorFields.photoUpload')}</Button>
          </FileTrigger>
          {hasPhoto ? (
            <Button
              className={buttonClass('ghost', 'sm', 'text-red-700')}
              onPress={() => {
                setError(null);
                onChange({ file: null, stored: null });
              }}
            >
              {t('doctorFields.photoRemove')}
            </Button>
          ) : null}
        </div>
        <InlineError message={error} />
      </div>
    </div>
  );
}
