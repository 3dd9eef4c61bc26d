import {
  type ApiResult,
  Button,
  type ButtonProps,
  type Contract,
  type ContractDocument,
  FailureLine,
  toast,
} from '@atelier/shared';
import { useContractWrites } from '@atelier/shared/data/contracts';
import { kitStyles, saveBase64File } from '@atelier/shared/kit';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../../i18n';
import { failureMessage } from '../../common/failure-message';
import styles from './ActiveContracts.module.css';
import { type ContractAction, contractActions, firstRecipients } from './contract-actions';

type ContractActionsProps = {
  contract: Contract;
  onEdit: (contract: Contract) => void;
};

/** The two actions that cannot be taken back ask first, saying what will happen. */
type Confirmable = 'send' | 'cancel';

const VARIANTS: Record<ContractAction, ButtonProps['variant']> = {
  edit: 'secondary',
  send: 'primary',
  remind: 'secondary',
  cancel: 'danger',
  downloadOriginal: 'secondary',
  downloadFinal: 'secondary',
};

/**
 * What can be done with the contract now (see `contractActions`). Every write goes through
 * `useContractWrites`, which reloads the tab; a refusal (a 409 says why) stays in the dialog.
 */
export function ContractActions({ contract, onEdit }: ContractActionsProps) {
  const { t } = useTranslation(NAMESPACE);
  const writes = useContractWrites();
  const [confirming, setConfirming] = useState<Confirmable | null>(null);
  const [pending, setPending] = useState<ContractAction | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const frame = useRef<HTMLDivElement>(null);
  const questionId = useId();

  const wasConfirming = useRef(false);

  // Keyboard users land on the confirming button, and back on the actions afterwards.
  useEffect(() => {
    const buttons = frame.current?.querySelectorAll<HTMLButtonElement>('button');
    if (confirming) buttons?.[buttons.length - 1]?.focus();
    else if (wasConfirming.current) buttons?.[0]?.focus();
    wasConfirming.current = confirming !== null;
  }, [confirming]);

  async function run<T>(action: ContractAction, call: () => Promise<ApiResult<T>>) {
    setPending(action);
    setProblem(null);
    setNotice(null);
    try {
      const result = await call();
      if (!result.success) {
        setProblem(failureMessage(t, result, 'contracts'));
        return null;
      }
      setConfirming(null);
      return result;
    } finally {
      setPending(null);
    }
  }

  // The toast is for the page; the modal dialog makes the page inert, so it is said here too.
  const done = (message: string) => {
    toast.success(message);
    setNotice(message);
  };
  const send = async () => {
    if (await run('send', () => writes.send(contract.id)))
      done(t('contracts.active.actions.sentDone', { title: contract.title }));
  };
  const cancel = async () => {
    if (await run('cancel', () => writes.cancel(contract.id)))
      done(t('contracts.active.actions.cancelDone', { title: contract.title }));
  };
  const remind = async () => {
    const result = await run('remind', () => writes.remind(contract.id));
    if (result) done(t('contracts.active.actions.remindDone', { count: result.reminded }));
  };
  const download = async (action: ContractAction, document: ContractDocument) => {
    const result = await run(action, () => writes.download(contract.id, document));
    if (result) saveBase64File(result.file);
  };

  const handlers: Record<ContractAction, () => void> = {
    edit: () => onEdit(contract),
    send: () => setConfirming('send'),
    remind: () => void remind(),
    cancel: () => setConfirming('cancel'),
    downloadOriginal: () => void download('downloadOriginal', 'original'),
    downloadFinal: () => void download('downloadFinal', 'final'),
  };
  const isBusy = pending !== null;
  const labelOf = (action: ContractAction) =>
    pending === action
      ? t('contracts.active.actions.working')
      : t(`contracts.active.actions.${action}`);

  return (
    <div ref={frame} className={styles.confirm}>
      <FailureLine variant="banner">{problem}</FailureLine>
      <p className={styles.notice} role="status">
        {notice}
      </p>
      {confirming ? (
        <section className={styles.confirm} aria-labelledby={questionId}>
          <ConfirmQuestion id={questionId} contract={contract} action={confirming} />
          <div className={kitStyles.formActions}>
            <Button variant="secondary" disabled={isBusy} onClick={() => setConfirming(null)}>
              {t('contracts.active.actions.back')}
            </Button>
            <Button
              variant={confirming === 'cancel' ? 'danger' : 'primary'}
              disabled={isBusy}
              onClick={() => void (confirming === 'send' ? send() : cancel())}
            >
              {isBusy
                ? t('contracts.active.actions.working')
                : t(`contracts.active.actions.${confirming}Confirm`)}
            </Button>
          </div>
        </section>
      ) : (
        <div className={kitStyles.formActions}>
          {contractActions(contract).map((action) => (
            <Button
              key={action}
              variant={VARIANTS[action]}
              disabled={isBusy}
              onClick={handlers[action]}
            >
              {labelOf(action)}
            </Button>
          ))}
        </div>
      )}
    </div>
  );
}

type ConfirmQuestionProps = { id: string; contract: Contract; action: Confirmable };

/** Sending names who gets an e-mail now; cancelling says what stays on record. */
function ConfirmQuestion({ id, contract, action }: ConfirmQuestionProps) {
  const { t } = useTranslation(NAMESPACE);
  if (action === 'cancel') return <p id={id}>{t('contracts.active.actions.cancelQuestion')}</p>;
  const recipients = firstRecipients(contract);
  const isInTurn = recipients.length < contract.signatories.length;
  return (
    <>
      <p id={id}>{t('contracts.active.actions.sendQuestion', { count: recipients.length })}</p>
      <ul>
        {recipients.map((signer) => (
          <li key={signer.id}>
            {t('contracts.active.actions.recipient', { name: signer.name, email: signer.email })}
          </li>
        ))}
      </ul>
      {isInTurn ? <p>{t('contracts.active.actions.sendInTurn')}</p> : null}
    </>
  );
}
