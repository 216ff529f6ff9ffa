import { toast as sonner, type ExternalToast } from 'sonner';
import { TOAST_MS } from '../../shared/constants.ts';

/**
 * The app's toasts (001 §8): success (green), error (red) or info (blue), 3000 ms by default.
 * Callers pass catalog text: `toast.success(t('auth.loginSuccess'))`.
 */
export interface ToastOptions {
  duration?: number;
  description?: string;
  id?: string | number;
  action?: { label: string; onClick: () => void };
}

function options(extra?: ToastOptions): ExternalToast {
  return {
    duration: extra?.duration ?? TOAST_MS,
    description: extra?.description,
    id: extra?.id,
    action: extra?.action,
  };
}

export const toast = {
  success: (message: string, extra?: ToastOptions) => sonner.success(message, options(extra)),
  error: (message: string, extra?: ToastOptions) => sonner.error(message, options(extra)),
  info: (message: string, extra?: ToastOptions) => sonner.info(message, options(extra)),
  dismiss: (id?: string | number) => sonner.dismiss(id),
};
