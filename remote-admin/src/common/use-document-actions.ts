import type { ApiResult } from '@atelier/shared';
import { toast } from '@atelier/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../i18n';
import { failureMessage } from './record-errors';

/**
 * Which of a document's dialogs is open (edit, send, delete…), and the run of a confirmed
 * step: on success a toast and the dialog closes; on failure the dialog stays open with the
 * reason, so the admin reads why (a 409 says what to do instead) and can try again.
 */
export function useDocumentActions<A extends string>() {
  const { t } = useTranslation(NAMESPACE);
  const [action, setAction] = useState<A | null>(null);
  const [isPending, setIsPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const close = () => {
    setAction(null);
    setFailure(null);
  };

  async function run(call: () => Promise<ApiResult<object>>, done: string, after?: () => void) {
    setIsPending(true);
    setFailure(null);
    try {
      const result = await call();
      if (!result.success) {
        setFailure(failureMessage(t, result));
        return;
      }
      toast.success(done);
      setAction(null);
      after?.();
    } catch (error) {
      console.error('[remote-admin] a document action failed', error);
      setFailure(t('common.errors.generic'));
    } finally {
      setIsPending(false);
    }
  }

  return { action, setAction, isPending, failure, close, run };
}
