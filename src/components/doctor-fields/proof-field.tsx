import { useId, useState } from 'react';
import { Button, FileTrigger } from 'react-aria-components';
import { useT } from '../../lib/i18n.ts';
import { PROOF_ACCEPT } from '../../shared/schemas/claim.ts';
import { buttonClass } from '../ui/button-styles.ts';
import { proofFileError } from '../../lib/file-rules.ts';
import { InlineError, RequiredMark, TextInput } from './text-input.tsx';

export interface ProofFieldProps {
  numberLabel: string;
  number: string;
  onNumber: (value: string) => void;
  numberError?: string | null | undefined;
  fileLabel: string;
  file: File | null;
  onFile: (file: File | null) => void;
  fileError?: string | null | undefined;
  required?: boolean;
  /** The stored proof, served privately to its doctor (GET /api/doctor/documents/{kind}). */
  viewUrl?: string | null;
  viewLabel?: string;
}

/**
 * A document number with its proof upload (001 §2 licence and photo ID): .jpg,
 * .png, .jpeg or .pdf of at most 5 MB, 'File size exceeds the 5MB limit.' otherwise.
 */
export function ProofField({
  numberLabel, number, onNumber, numberError, fileLabel, file, onFile, fileError, required, viewUrl, viewLabel,
}: ProofFieldProps) {
  const t = useT();
  const labelId = useId();
  const hintId = useId();
  const [pickError, setPickError] = useState<string | null>(null);

  const onSelect = (files: FileList | null) => {
    const picked = files?.[0];
    if (!picked) return;
    const problem = proofFileError(picked);
    setPickError(problem ? t(problem) : null);
    if (!problem) onFile(picked);
  };

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextInput label={numberLabel} value={number} onChange={onNumber} error={numberError} required={required} maxLength={100} />
      <div role="group" aria-labelledby={labelId} aria-describedby={hintId} className="flex min-w-0 flex-col">
        <span id={labelId} className="mb-1.5 block text-sm font-medium text-slate-700">
          <RequiredMark text={fileLabel} required={required} />
        </span>
        <div className="flex min-h-11 flex-wrap items-center gap-2 rounded-xl border border-dashed border-slate-300 bg-slate-50 px-2 py-1.5">
          <FileTrigger acceptedFileTypes={PROOF_ACCEPT.split(',')} onSelect={onSelect}>
            <Button aria-label={`${fileLabel}: ${t('doctorFields.chooseFile')}`} className={buttonClass('secondary', 'sm')}>
              {t('doctorFields.chooseFile')}
            </Button>
          </FileTrigger>
          <span className="min-w-0 flex-1 truncate text-sm text-slate-700">{file ? file.name : t('doctorFields.noFile')}</span>
          {file ? (
            <Button aria-label={t('doctorFields.removeFile', { name: file.name })} onPress={() => onFile(null)} className={buttonClass('ghost', 'sm', 'text-red-700')}>
              {t('doctorFields.photoRemove')}
            </Button>
          ) : null}
        </div>
        <p id={hintId} className="mt-1 text-xs text-slate-600">
          {t('doctorFields.fileHint')}
        </p>
        {viewUrl ? (
          <a href={viewUrl} target="_blank" rel="noopener" className="mt-1 text-sm font-semibold text-teal-700 underline-offset-2 hover:underline">
            {viewLabel}
          </a>
        ) : null}
        <InlineError message={pickError ?? fileError} />
      </div>
    </div>
  );
}
