import {
  Badge,
  Button,
  Dialog,
  ErrorPanel,
  Spinner,
  TextAreaField,
  TextField,
  toast,
  useFormat,
} from '@atelier/shared';
import { MARKETING_LIMITS, type NewsletterIssue, sendIssueInput } from '@atelier/shared/contract';
import { bindTextField } from '@atelier/shared/forms';
import { type Column, DataTable, EmptyState, kitStyles } from '@atelier/shared/kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { schemaProblems } from '../../common/form-rules';
import { RecordForm } from '../../common/RecordForm';
import { NAMESPACE } from '../../i18n';
import { sendIssue } from './api';
import styles from './Marketing.module.css';
import { useMarketingForm } from './marketing-form';
import { useIssues, useMarketingFailure, useMarketingWrite } from './use-marketing';

/** The issues sent, with their progress, and the button that composes a new one. */
export function IssuesSection() {
  const { t } = useTranslation(NAMESPACE);
  const format = useFormat();
  const describe = useMarketingFailure();
  const query = useIssues();
  const [isComposing, setIsComposing] = useState(false);
  const columns: Column<NewsletterIssue>[] = [
    { key: 'subject', header: t('marketing.issues.columns.subject'), render: (i) => i.subject },
    {
      key: 'created',
      header: t('marketing.issues.columns.created'),
      render: (i) => format.moment(i.created_at),
    },
    {
      key: 'status',
      header: t('marketing.issues.columns.status'),
      render: (i) => (
        <Badge tone={i.status === 'sent' ? 'success' : 'info'}>
          {t(`marketing.issues.statuses.${i.status}`)}
        </Badge>
      ),
    },
    {
      key: 'progress',
      header: t('marketing.issues.columns.progress'),
      render: (i) =>
        t('marketing.issues.progress', {
          queued: i.queued,
          sent: t('marketing.issues.sentCount', { count: i.sent }),
          failed: i.failed,
          recipients: i.recipients,
        }),
    },
  ];
  return (
    <section className={styles.section} aria-labelledby="marketing-issues-title">
      <div className={kitStyles.filterBar}>
        <h2 id="marketing-issues-title" className={styles.sectionTitle}>
          {t('marketing.issues.title')}
        </h2>
        <Button onClick={() => setIsComposing(true)}>{t('marketing.issues.compose')}</Button>
      </div>
      <p className={styles.counts}>{t('marketing.issues.rate')}</p>
      {query.data ? (
        <DataTable
          caption={t('marketing.issues.caption')}
          columns={columns}
          rows={query.data.issues}
          rowKey={(i) => i.id}
          empty={
            <EmptyState
              title={t('marketing.issues.emptyTitle')}
              description={t('marketing.issues.emptyDescription')}
            />
          }
        />
      ) : query.failure ? (
        <ErrorPanel
          title={t('marketing.issues.failedTitle')}
          message={describe(query.failure)}
          retryLabel={t('common.retry')}
          onRetry={query.refetch}
        />
      ) : (
        <Spinner label={t('marketing.issues.loading')} />
      )}
      <Dialog
        isOpen={isComposing}
        title={t('marketing.issues.composeTitle')}
        onClose={() => setIsComposing(false)}
      >
        {isComposing ? (
          <ComposeForm
            onClose={() => setIsComposing(false)}
            onSent={() => {
              setIsComposing(false);
              toast.success(t('marketing.issues.queued'));
            }}
          />
        ) : null}
      </Dialog>
    </section>
  );
}

type Draft = { subject: string; body: string };

function ComposeForm({ onClose, onSent }: { onClose: () => void; onSent: () => void }) {
  const { t } = useTranslation(NAMESPACE);
  const write = useMarketingWrite();
  const form = useMarketingForm({
    initial: { subject: '', body: '' } as Draft,
    validate: (values: Draft) => schemaProblems(sendIssueInput, values),
    submit: (values: Draft) => write(() => sendIssue(values)),
    onSaved: onSent,
    isShownField: (path) => path === 'subject' || path === 'body',
  });
  const field = (name: keyof Draft) => ({ ...bindTextField(form, name), required: true });
  return (
    <RecordForm
      form={form}
      requiredNote={t('marketing.issues.note')}
      submitLabel={t('marketing.issues.send')}
      pendingLabel={t('marketing.issues.sending')}
      onCancel={onClose}
    >
      <TextField
        label={t('marketing.issues.subject')}
        maxLength={MARKETING_LIMITS.subject}
        {...field('subject')}
      />
      <TextAreaField label={t('marketing.issues.body')} rows={10} {...field('body')} />
    </RecordForm>
  );
}
