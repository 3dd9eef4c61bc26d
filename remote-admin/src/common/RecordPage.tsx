import { type ApiFailure, PageHeader } from '@atelier/shared';
import { kitStyles } from '@atelier/shared/kit';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { NAMESPACE } from '../i18n';
import { DeleteDialog } from './ConfirmDialog';
import { DetailFallback } from './DetailFallback';
import styles from './RecordPage.module.css';
import { failureMessage } from './record-errors';
import { confirmationOf, type useConfirmedAction } from './use-confirmed-action';

type RecordPageProps<R> = {
  /** The record with what its page shows; none while it is on its way or could not come. */
  record: R | undefined;
  /** Why the last load failed (the detail query's). */
  failure: Pick<ApiFailure, 'code' | 'error'> | null;
  onRetry: () => void;
  failedTitle: string;
  /** The way back to the list. */
  back: { to: string; label: string };
  /** The header: the record's name, what it belongs to, and the page's buttons. */
  header: (record: R) => { title: string; description?: string; actions: ReactNode };
  /** The record's deletion, asked in a dialog with this title and warning. */
  removal: ReturnType<typeof useConfirmedAction>;
  removalText: (record: R) => { title: string; warning: string };
  /** The rest of the page (and its own dialogs). */
  children: (record: R) => ReactNode;
};

/**
 * A record's own page (a client's, a project's): the way back, the header with its actions,
 * the body, and the delete dialog. A failed reload replaces the page: what it showed may be
 * gone (deleted elsewhere).
 */
export function RecordPage<R>(props: RecordPageProps<R>) {
  const { record, failure, back, removal } = props;
  const { t } = useTranslation(NAMESPACE);
  const backLink = (
    <Link className={styles.back} to={back.to}>
      {back.label}
    </Link>
  );
  if (failure || record === undefined) {
    return (
      <DetailFallback
        className={kitStyles.sections}
        back={backLink}
        failure={failure ? failureMessage(t, failure) : null}
        failedTitle={props.failedTitle}
        onRetry={props.onRetry}
      />
    );
  }
  const header = props.header(record);
  const removalText = props.removalText(record);
  return (
    <div className={kitStyles.sections}>
      {backLink}
      <PageHeader
        title={header.title}
        description={header.description}
        actions={<div className={styles.actions}>{header.actions}</div>}
      />
      {props.children(record)}
      <DeleteDialog {...confirmationOf(removal)} title={removalText.title}>
        <p>{removalText.warning}</p>
      </DeleteDialog>
    </div>
  );
}
