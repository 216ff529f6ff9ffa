import { createContext, useContext, type ReactNode } from 'react';
import type { UserDetails } from '../shared/schemas/auth.ts';

/** A patient signs in by code without leaving the page, then carries on ('Login to Continue' 000 §2, §4; 'Login Account' 001 §2). */
export interface LoginDialogProps {
  isOpen: boolean;
  onClose: () => void;
  onSuccess: (user: UserDetails) => void;
  title: string;
  intro: string;
  /** Offers Microsoft too (only the claim pages, 001 §2): the sign-in leaves the page, so the caller saves its form first. */
  beforeMicrosoftRedirect?: () => Promise<void>;
}

const LoginDialogContext = createContext<((props: LoginDialogProps) => ReactNode) | null>(null);

/**
 * The sign-in form is the auth feature's, and booking, enquiry and claim may not import another
 * feature (DESIGN §2): the route that composes them provides auth's dialog through this, as a
 * function that renders it.
 */
export const LoginDialogProvider = LoginDialogContext.Provider;

export function LoginDialog(props: LoginDialogProps) {
  const render = useContext(LoginDialogContext);
  if (!render) throw new Error('LoginDialog is rendered without a LoginDialogProvider: the route must provide the auth dialog.');
  return render(props);
}
