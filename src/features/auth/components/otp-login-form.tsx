import { useEffect, useRef, useState } from 'react';
import { toast } from '../../../components/ui/toast.ts';
import { setSession } from '../../../lib/session.ts';
import { syncAccountLanguage } from '../../../lib/choose-language.ts';
import { DEFAULT_COUNTRY, OTP_LENGTH, OTP_RESEND_SECONDS, OTP_TTL_MINUTES } from '../../../shared/constants.ts';
import { useT } from '../../../lib/i18n.ts';
import type { OtpType, UserDetails, UserType } from '../../../shared/schemas/auth.ts';
import type { SavedLocation } from '../../../lib/location/saved-location.ts';
import { useVisitorLocation } from '../../../lib/location/visitor-location.ts';
import { useSendOtp } from '../api/send-otp.ts';
import { useVerifyOtp } from '../api/verify-otp.ts';
import { isCodeComplete } from '../../../components/ui/code-entry-rules.ts';
import { countryForDialCode, type Country } from '../../../components/phone/countries.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { checkIdentifier, identifierChannel } from '../identifier.ts';
import { CodeStep } from './code-step.tsx';
import { GoogleSignIn } from './google-sign-in.tsx';
import { IdentifierStep } from './identifier-step.tsx';
import { MicrosoftSignIn } from './microsoft-sign-in.tsx';

export interface OtpLoginFormProps {
  role: UserType;
  /** 'register' is step 1 of the doctor registration wizard; it passes through to send and verify. */
  intent?: 'login' | 'register';
  /** Called after the session is set; the caller decides where to go. */
  onSuccess: (user: UserDetails) => void;
  /** Google sign-in is offered to patients only (001 §6); callers may turn it off. */
  allowSocial?: boolean;
  /**
   * 'Continue with Microsoft' (001 §2: only the Claim/Reclaim 'Login Account' modal offers it).
   * The sign-in leaves the page, so the caller passes what must be kept first (its form draft).
   */
  microsoft?: { beforeRedirect?: () => Promise<void> } | undefined;
}

interface CodeRequest {
  userId: string;
  otpType: OtpType;
  value: string;
  countryCode?: string;
  sentAt: number;
  resendAfter: number;
}

const emptyCode = () => Array.from({ length: OTP_LENGTH }, () => '');

/** The visitor's own country (from the saved or IP-detected location), else the UAE (000 §9). */
const detectedCountry = (saved: SavedLocation | null): Country =>
  countryForDialCode(saved?.country_calling_code, saved?.country, DEFAULT_COUNTRY);

/**
 * The one-time-code login (000 §4–§5, 001 §5), reusable by the login pages, the
 * booking "Login to Continue" modal and step 1 of the doctor registration wizard.
 */
export function OtpLoginForm({ role, intent = 'login', onSuccess, allowSocial = role === 'user', microsoft }: OtpLoginFormProps) {
  const t = useT();
  const [identifier, setIdentifier] = useState('');
  const [termsAccepted, setTermsAccepted] = useState(false);
  // null until the visitor picks one: follows the detected location, which may arrive late.
  const [chosenCountry, setCountry] = useState<Country | null>(null);
  const visitorLocation = useVisitorLocation();
  const country = chosenCountry ?? detectedCountry(visitorLocation);
  const [error, setError] = useState<string | null>(null);
  const [request, setRequest] = useState<CodeRequest | null>(null);
  const [digits, setDigits] = useState(emptyCode);
  const [codeError, setCodeError] = useState<string | null>(null);
  const identifierInput = useRef<HTMLInputElement>(null);
  const previousRequest = useRef<CodeRequest | null>(null);
  const send = useSendOtp();
  const verify = useVerifyOtp();
  const phoneMode = identifierChannel(identifier) === 'phone';

  const form = useRef<HTMLDivElement>(null);
  const focusFirstBox = () => form.current?.querySelector<HTMLInputElement>('[autocomplete="one-time-code"]')?.focus();
  const step = request ? 'code' : 'identifier';
  const shownStep = useRef(step);

  // Move focus with the step so keyboard and screen-reader users land on the next input
  // (only on a change of step: the page should not jump or pop a keyboard by itself).
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    if (step === 'code') focusFirstBox();
    else identifierInput.current?.focus();
  }, [step]);

  const finish = (user: UserDetails) => {
    setSession(user);
    syncAccountLanguage(user.locale);
    if (intent === 'login') toast.success(t('auth.loginSuccess'));
    onSuccess(user);
  };

  const requestCode = (input: Omit<CodeRequest, 'userId' | 'sentAt' | 'resendAfter'>, onFailure: (message: string) => void) => {
    send.mutate(
      { email_or_phone: input.value, user_type: role, otp_type: input.otpType, country_code: input.countryCode, intent },
      {
        onSuccess: (data) => {
          setRequest({ ...input, userId: data.user_id, sentAt: Date.now(), resendAfter: data.resend_after > 0 ? data.resend_after : OTP_RESEND_SECONDS });
          setDigits(emptyCode());
          setCodeError(null);
          // A resend keeps the code step on screen; the Resend link just vanished, so put focus back in the boxes.
          if (request) focusFirstBox();
        },
        onError: (failure) => onFailure(errorMessage(failure)),
      },
    );
  };

  const onRequest = () => {
    if (send.isPending) return;
    const check = checkIdentifier(identifier, termsAccepted, role);
    if (!check.ok) {
      setError(t(check.error));
      identifierInput.current?.focus();
      return;
    }
    setError(null);
    const countryCode = check.otpType === 'phone' ? country.dial_code : undefined;
    // Back from "Change" without changing anything: the code already sent is still good,
    // and asking again inside the resend window would only be refused.
    const previous = previousRequest.current;
    if (previous && previous.value === check.value && previous.countryCode === countryCode && Date.now() - previous.sentAt < OTP_TTL_MINUTES * 60_000) {
      setRequest(previous);
      return;
    }
    requestCode({ value: check.value, otpType: check.otpType, countryCode }, setError);
  };

  const onResend = () => {
    if (!request || send.isPending) return;
    setCodeError(null);
    requestCode({ value: request.value, otpType: request.otpType, countryCode: request.countryCode }, setCodeError);
  };

  const onVerify = () => {
    if (!request || verify.isPending) return;
    if (!isCodeComplete(digits)) {
      setCodeError(t('auth.codeRequired'));
      return;
    }
    setCodeError(null);
    verify.mutate(
      { user_type: role, user_id: request.userId, otp: digits.join(''), otp_type: request.otpType, intent },
      {
        onSuccess: finish,
        onError: (failure) => {
          setCodeError(errorMessage(failure));
          setDigits(emptyCode());
          focusFirstBox();
        },
      },
    );
  };

  const backToIdentifier = () => {
    previousRequest.current = request;
    setRequest(null);
    setCodeError(null);
    verify.reset();
  };

  return (
    <div ref={form}>
      {request ? (
        <CodeStep
          sentTo={request.countryCode ? `${request.countryCode} ${request.value}` : request.value}
          digits={digits}
          onDigitsChange={(next) => {
            setDigits(next);
            if (codeError) setCodeError(null);
          }}
          error={codeError}
          verifying={verify.isPending}
          resending={send.isPending}
          sentAt={request.sentAt}
          resendSeconds={request.resendAfter}
          onResend={onResend}
          onChangeIdentifier={backToIdentifier}
          onSubmit={onVerify}
        />
      ) : (
        <>
          <IdentifierStep
            value={identifier}
            onValueChange={(next) => {
              setIdentifier(next);
              if (error) setError(null);
            }}
            phoneMode={phoneMode}
            country={country}
            onCountryChange={setCountry}
            termsAccepted={termsAccepted}
            onTermsChange={setTermsAccepted}
            error={error}
            pending={send.isPending}
            onSubmit={onRequest}
            inputRef={identifierInput}
          />
          {allowSocial && <GoogleSignIn onSignedIn={finish} onError={setError} />}
          {microsoft && <MicrosoftSignIn userType={role} afterGoogle={allowSocial} beforeRedirect={microsoft.beforeRedirect} onError={setError} />}
        </>
      )}
    </div>
  );
}
