import type { ExternalToast } from 'sonner';
import type * as Sonner from 'sonner';
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

let sonnerModule: Promise<typeof Sonner> | undefined;

/**
 * Sonner is loaded beside the first render, not before it (the home page's initial JS has a
 * budget, issue 5). Toasts raised before the toaster mounts are replayed by sonner on subscribe,
 * and calls keep their order because they all chain on the same promise.
 */
export function loadSonner(): Promise<typeof Sonner> {
  sonnerModule ??= import('sonner');
  return sonnerModule;
}

function options(extra?: ToastOptions): ExternalToast {
  return {
    duration: extra?.duration ?? TOAST_MS,
    description: extra?.description,
    id: extra?.id,
    action: extra?.action,
  };
}

function show(kind: 'success' | 'error' | 'info', message: string, extra?: ToastOptions): void {
  void loadSonner().then(({ toast }) => toast[kind](message, options(extra)));
}

export const toast = {
  success: (message: string, extra?: ToastOptions) => show('success', message, extra),
  error: (message: string, extra?: ToastOptions) => show('error', message, extra),
  info: (message: string, extra?: ToastOptions) => show('info', message, extra),
  dismiss: (id?: string | number) => void loadSonner().then(({ toast: sonner }) => sonner.dismiss(id)),
};
