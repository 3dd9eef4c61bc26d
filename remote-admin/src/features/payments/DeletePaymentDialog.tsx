import { type Payment, toast, useFormat } from '@atelier/shared';
import { usePaymentWrites } from '@atelier/shared/data/revenue';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../common/ConfirmDialog';
import { failureMessage } from '../../common/record-errors';
import { NAMESPACE } from '../../i18n';

/** Deleting a payment re-opens its invoice's balance, so it asks first. */
export function DeletePaymentDialog({
  payment,
  onClose,
}: {
  payment: Payment | null;
  onClose: () => void;
}) {
  const { t } = useTranslation(NAMESPACE);
  const paymentWrites = usePaymentWrites();
  const format = useFormat();
  const [isPending, setIsPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const amount = payment ? format.money(payment.amount_cents, payment.currency) : '';

  const close = () => {
    setFailure(null);
    onClose();
  };

  async function confirm() {
    if (!payment) return;
    setIsPending(true);
    setFailure(null);
    try {
      const result = await paymentWrites.remove(payment.id);
      if (result.success) {
        toast.success(t('payments.toasts.deleted', { amount }));
        close();
      } else {
        setFailure(failureMessage(t, result));
      }
    } catch (error) {
      console.error('[remote-admin] deleting a payment failed', error);
      setFailure(t('common.errors.generic'));
    } finally {
      setIsPending(false);
    }
  }

  return (
    <ConfirmDialog
      isOpen={payment !== null}
      title={t('payments.delete.title', { amount })}
      confirmLabel={t('payments.delete.confirm')}
      isDestructive
      isPending={isPending}
      failure={failure}
      onConfirm={() => void confirm()}
      onClose={close}
    >
      <p>
        {payment?.invoice_id
          ? t('payments.delete.warningInvoice', { number: payment.invoice_number ?? '' })
          : t('payments.delete.warning')}
      </p>
    </ConfirmDialog>
  );
}
