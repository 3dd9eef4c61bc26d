import type { ApiResult, ApiSuccess } from '@atelier/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../i18n';
import { failureMessage } from './record-errors';

/**
 * A step that asks first (delete, cancel, invite): the confirmation's open state, the call,
 * and the reason it failed, shown in the confirmation itself so the admin reads why (a 409
 * says what to do instead) without losing their place.
 */
export function useConfirmedAction<T>(
  run: () => Promise<ApiResult<T>>,
  onDone: (result: ApiSuccess<T>) => void,
) {
  const { t } = useTranslation(NAMESPACE);
  const [isOpen, setIsOpen] = useState(false);
  const [isPending, setIsPending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  async function confirm() {
    setIsPending(true);
    setProblem(null);
    try {
      const result = await run();
      if (result.success) {
        setIsOpen(false);
        onDone(result);
      } else {
        setProblem(failureMessage(t, result));
      }
    } catch (error) {
      console.error('[remote-admin] a confirmed step failed', error);
      setProblem(t('common.errors.generic'));
    } finally {
      setIsPending(false);
    }
  }

  return {
    isOpen,
    isPending,
    problem,
    open: () => {
      setProblem(null);
      setIsOpen(true);
    },
    close: () => setIsOpen(false),
    confirm: () => void confirm(),
  };
}

export type ConfirmedAction = ReturnType<typeof useConfirmedAction>;

/** A `ConfirmDialog`'s or `DeleteDialog`'s state from its step: open, pending, why it failed. */
export const confirmationOf = (action: ConfirmedAction) => ({
  isOpen: action.isOpen,
  isPending: action.isPending,
  failure: action.problem,
  onConfirm: action.confirm,
  onClose: action.close,
});
