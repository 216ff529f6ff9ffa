import { useId } from 'react';
import { buttonClass, labelClass } from '../../../components/ui/button-styles.ts';
import { proofFileError } from '../../../lib/file-rules.ts';
import { useT } from '../../../lib/i18n.ts';
import { PROOF_ACCEPT } from '../../../shared/schemas/claim.ts';

interface ProofFileFieldProps {
  label: string;
  file: File | null;
  onFileChange: (file: File | null) => void;
  error: string | null;
  onError: (message: string | null) => void;
}

/** A licence or photo ID upload (001 §5): .jpg .png .jpeg .pdf up to 5 MB, with the spec's hint. */
export function ProofFileField({ label, file, onFileChange, error, onError }: ProofFileFieldProps) {
  const t = useT();
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();

  const onPick = (picked: File | undefined) => {
    if (!picked) return;
    const problem = proofFileError(picked);
    if (problem) {
      onFileChange(null);
      onError(t(problem));
      return;
    }
    onError(null);
    onFileChange(picked);
  };

  return (
    <div className="flex flex-col">
      <label htmlFor={inputId} className={labelClass}>
        {label}
        <span aria-hidden="true" className="text-red-700"> *</span>
      </label>
      <div
        className={`flex min-h-11 items-center gap-3 rounded-xl border border-dashed bg-slate-50 p-1.5 ${error ? 'border-red-600' : 'border-slate-300'}`}
      >
        <span className={buttonClass('secondary', 'sm', 'pointer-events-none shrink-0')} aria-hidden="true">
          {t('claim.form.chooseFile')}
        </span>
        <span className="min-w-0 truncate text-sm text-slate-700">{file ? file.name : t('claim.form.noFile')}</span>
        <input
          id={inputId}
          type="file"
          accept={PROOF_ACCEPT}
          aria-describedby={`${hintId}${error ? ` ${errorId}` : ''}`}
          aria-invalid={Boolean(error) || undefined}
          aria-required="true"
          onChange={(event) => {
            onPick(event.target.files?.[0]);
            event.target.value = '';
          }}
          className="absolute size-px opacity-0"
        />
      </div>
      <p id={hintId} className="mt-1 text-xs text-slate-600">
        {t('claim.form.fileHint')}
      </p>
      {error ? (
        <p id={errorId} role="alert" className="mt-1 text-xs font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
