import { useState } from 'react';
import { toast } from '../../../components/ui/toast.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { t } from '../../../lib/i18n.ts';

/**
 * Which decision dialog is open, and the server's refusal to show in it. A
 * 409 (another admin decided first) keeps the dialog open with the message
 * naming who; the item below has already been refreshed.
 */
export function useDecisionDialog<A extends string>() {
  const [open, setOpen] = useState<A | null>(null);
  const [error, setError] = useState<string | null>(null);
  return {
    open,
    error,
    show: (action: A) => {
      setError(null);
      setOpen(action);
    },
    close: () => setOpen(null),
    onOpenChange: (next: boolean) => {
      if (!next) setOpen(null);
    },
    run: async (send: () => Promise<string | undefined>) => {
      setError(null);
      try {
        const message = await send();
        setOpen(null);
        if (message) toast.success(message);
      } catch (caught) {
        setError(isApiError(caught) ? caught.message : t('admin.loadFailed'));
      }
    },
  };
}
