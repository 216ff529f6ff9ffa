import { useNavigate } from '@tanstack/react-router';
import { useEffect, useEffectEvent, useState, type FormEvent } from 'react';
import { LoginDialog } from '../../../components/login-dialog.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { toast } from '../../../components/ui/toast.ts';
import { errorMessage, isApiError } from '../../../lib/api-client.ts';
import { useT } from '../../../lib/i18n.ts';
import { getSession } from '../../../lib/session.ts';
import type { ClaimType } from '../../../shared/schemas/claim.ts';
import { useAddClaim } from '../api/add-claim.ts';
import { saveClaimDraft, takeClaimDraft, type ClaimDraft } from '../claim-draft.ts';
import { checkClaimForm, claimFormData, claimFormOk, emptyClaimForm, type ClaimFormValues, type ClaimTextField } from '../claim-form.ts';
import { ClaimThanksModal } from './claim-thanks-modal.tsx';
import { ProofFileField } from './proof-file-field.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';

type FileKey = 'license' | 'identity';

/** Claim / Reclaim this Profile (001 §2): names, numbers and two proofs; guests sign in in place. */
export function ClaimFormView({ doctorId, type }: { doctorId: number; type: ClaimType }) {
  const t = useT();
  const navigate = useNavigate();
  const [values, setValues] = useState<ClaimFormValues>(emptyClaimForm);
  const [files, setFiles] = useState<Record<FileKey, File | null>>({ license: null, identity: null });
  const [fileErrors, setFileErrors] = useState<Record<FileKey, string | null>>({ license: null, identity: null });
  const [missing, setMissing] = useState<ClaimTextField[]>([]);
  const [loginOpen, setLoginOpen] = useState(false);
  const [thanksOpen, setThanksOpen] = useState(false);
  const addClaim = useAddClaim();
  const set = (field: ClaimTextField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (missing.includes(field) && value.trim()) setMissing((current) => current.filter((name) => name !== field));
  };
  const setFile = (key: FileKey) => (file: File | null) => setFiles((current) => ({ ...current, [key]: file }));
  const setFileError = (key: FileKey) => (message: string | null) => setFileErrors((current) => ({ ...current, [key]: message }));

  /** Checks, then asks a guest to sign in first (001 §5) or sends the request (of the form on screen, or a restored draft). */
  const send = (form: Pick<ClaimDraft, 'values' | 'files'> = { values, files }) => {
    if (addClaim.isPending) return;
    const { values: sent, files: proofs } = form;
    const check = checkClaimForm(sent, proofs, doctorId, type);
    setMissing(check.missing);
    setFileErrors({ license: check.license ? t(check.license) : fileErrors.license, identity: check.identity ? t(check.identity) : fileErrors.identity });
    if (!claimFormOk(check) || !proofs.license || !proofs.identity) return;
    if (!getSession()) {
      setLoginOpen(true);
      return;
    }
    addClaim.mutate(claimFormData(sent, { license: proofs.license, identity: proofs.identity }, doctorId, type), {
      onSuccess: ({ message }) => {
        if (message) toast.success(message);
        setValues(emptyClaimForm());
        setFiles({ license: null, identity: null });
        setThanksOpen(true);
      },
      onError: (failure) => {
        const message = errorMessage(failure);
        if (isApiError(failure)) {
          setFileErrors((current) => ({
            license: failure.fieldError('license_proof') ?? current.license,
            identity: failure.fieldError('identity_proof') ?? current.identity,
          }));
        }
        toast.error(message);
      },
    });
  };

  // Back from the Microsoft sign-in (which left the page): the form as it was, then the request it was sending.
  const resume = useEffectEvent((draft: ClaimDraft) => {
    setValues(draft.values);
    setFiles(draft.files);
    if (getSession()) send(draft);
  });

  useEffect(() => {
    let cancelled = false;
    takeClaimDraft(doctorId, type)
      .then((draft) => {
        if (draft && !cancelled) resume(draft);
      })
      // No IndexedDB (private mode): nothing was saved either, so nothing to restore.
      .catch(() => {});
    return () => {
      cancelled = true;
    };
  }, [doctorId, type]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    send();
  };

  const text = (field: ClaimTextField, label: string, autoComplete?: string) => (
    <TextField
      label={label}
      value={values[field]}
      onChange={(value) => set(field, value)}
      autoComplete={autoComplete}
      showRequired
      maxLength={100}
      // 001 §5: an empty field says 'All Fields Required*'.
      errorMessage={missing.includes(field) ? t('claim.fieldsRequired') : undefined}
    />
  );

  return (
    <>
      <form noValidate onSubmit={submit} className="space-y-6 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
        <div className="grid grid-cols-1 gap-5 md:grid-cols-2">
          {text('first_name', t('claim.form.firstName'), 'given-name')}
          {text('last_name', t('claim.form.lastName'), 'family-name')}
          {text('license_proof_number', t('claim.form.licenseNumber'))}
          {text('id_proof_number', t('claim.form.idNumber'))}
          <ProofFileField label={t('claim.form.licenseProof')} file={files.license} onFileChange={setFile('license')} error={fileErrors.license} onError={setFileError('license')} />
          <ProofFileField label={t('claim.form.idProof')} file={files.identity} onFileChange={setFile('identity')} error={fileErrors.identity} onError={setFileError('identity')} />
        </div>
        <div className="flex justify-end border-t border-slate-100 pt-6">
          <SubmitButton wide busy={addClaim.isPending} busyLabel={t('claim.form.submitting')}>
            {t('claim.form.submit')}
          </SubmitButton>
        </div>
      </form>
      <LoginDialog
        isOpen={loginOpen}
        onClose={() => setLoginOpen(false)}
        title={t('claim.login.title')}
        intro={t('claim.login.intro')}
        beforeMicrosoftRedirect={() => saveClaimDraft({ doctorId, type, values, files })}
        onSuccess={() => {
          setLoginOpen(false);
          // Signed in: carry on with the request the guest was sending.
          queueMicrotask(() => send());
        }}
      />
      <ClaimThanksModal
        isOpen={thanksOpen}
        onClose={() => {
          setThanksOpen(false);
          void navigate({ to: '/' });
        }}
      />
    </>
  );
}
