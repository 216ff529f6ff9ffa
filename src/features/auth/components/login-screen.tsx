import { Link, useNavigate, useRouterState } from '@tanstack/react-router';
import { useT } from '../../../lib/i18n.ts';
import { LanguageSwitch } from '../../../components/layout/language-switch.tsx';
import type { UserDetails, UserType } from '../../../shared/schemas/auth.ts';
import { SHARED_PAGE, loginDestination } from '../login-destination.ts';
import { OtpLoginForm } from './otp-login-form.tsx';

const linkClass = 'font-semibold text-teal-700 underline-offset-2 hover:underline focus-visible:underline';

/**
 * /login and /doctor-login (000 §2 patient login screen, 001 §2 doctor login): the
 * one-time-code form, then the `redirect` target or the role's home page.
 */
export function LoginScreen({ role }: { role: UserType }) {
  const t = useT();
  const navigate = useNavigate();
  const redirect = useRouterState({ select: (state) => (state.location.search as Record<string, unknown>).redirect });
  // A consultation link is for the patient and the doctor: switching login screens keeps it.
  const carried = typeof redirect === 'string' && SHARED_PAGE.test(redirect) ? { redirect } : {};

  const onSuccess = (user: UserDetails) => {
    // A target carries its own query string, so it goes as an href rather than a typed route.
    void navigate({ href: loginDestination(user.user_role ?? role, redirect), replace: true });
  };

  return (
    <div className="flex min-h-[calc(100dvh-8rem)] items-start justify-center bg-slate-50 px-4 py-8 sm:items-center sm:py-12">
      <section aria-labelledby="login-title" className="w-full max-w-md rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 id="login-title" className="text-2xl font-bold text-slate-900">
          {role === 'doctor' ? t('auth.doctor.loginTitle') : t('auth.signInTitle')}
        </h1>
        <p className="mt-1.5 mb-6 text-sm text-slate-600">{t('auth.loginSubtitle')}</p>

        <OtpLoginForm key={role} role={role} onSuccess={onSuccess} />

        <div className="mt-6 space-y-2 border-t border-slate-100 pt-5 text-center text-sm text-slate-600">
          {role === 'doctor' ? (
            <>
              <p>
                <Link to="/login" search={carried} className={linkClass}>
                  {t('auth.loginAsPatient')}
                </Link>
              </p>
              <p>
                {t('auth.doctor.noAccount')}{' '}
                <Link to="/doctor-registration" className={linkClass}>
                  {t('auth.doctor.register')}
                </Link>
              </p>
            </>
          ) : (
            <p>
              <Link to="/doctor-login" search={carried} className={linkClass}>
                {t('auth.loginAsDoctor')}
              </Link>
            </p>
          )}
        </div>
        <LanguageSwitch className="mt-5" />
      </section>
    </div>
  );
}
