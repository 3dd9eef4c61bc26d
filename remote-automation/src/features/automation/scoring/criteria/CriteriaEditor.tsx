import {
  type ApiFailure,
  Button,
  FailureLine,
  failureText,
  type RescorePreview,
  type ScoringCriterion,
  toast,
} from '@atelier/shared';
import { useScoringWrites } from '@atelier/shared/data/lead-scoring';
import { kitStyles } from '@atelier/shared/kit';
import { bestPossibleScore, withPointScales } from '@atelier/shared/records';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../../i18n';
import styles from './Criteria.module.css';
import { CriterionDialog } from './CriterionDialog';
import { CriterionItem } from './CriterionItem';
import {
  activeWeightTotal,
  hasValidWeights,
  isSameSet,
  keyForName,
  moveCriterion,
  replaceAt,
  splitFieldMessages,
  useCriteriaDraftStore,
} from './criteria-draft';
import { PreviewPanel } from './PreviewPanel';

const BLANK: ScoringCriterion = {
  key: '',
  name: '',
  category: 'behavioral',
  weight: 0,
  combine: 'best',
  is_active: true,
  conditions: [],
};

/** Which criterion the dialog edits: an index in the draft, or a new one. */
type Editing = { index: number } | { index: null };

/**
 * The criteria editor: edits go into the draft store, the live total says whether the set can
 * be sent, Preview shows what a save would change, Save stores it and starts the re-scoring.
 * A refused or failed save keeps every edit, with the server's messages beside the criteria.
 */
export function CriteriaEditor({ saved }: { saved: ScoringCriterion[] }) {
  const { t } = useTranslation(NAMESPACE);
  const draft = useCriteriaDraftStore((state) => state.draft);
  const setDraft = useCriteriaDraftStore((state) => state.setDraft);
  const resetDraft = useCriteriaDraftStore((state) => state.reset);
  const writes = useScoringWrites();
  const totalId = useId();
  const [preview, setPreview] = useState<{ of: ScoringCriterion[]; result: RescorePreview }>();
  const [failure, setFailure] = useState<ApiFailure | null>(null);
  const [pending, setPending] = useState<'preview' | 'save' | null>(null);
  const [editing, setEditing] = useState<Editing | null>(null);

  const criteria = draft ?? saved;
  // As the save will score them: a changed weight scales its conditions (docs/leads.md).
  const scaled = withPointScales(criteria, saved);
  const best = bestPossibleScore(scaled);
  const isDirty = draft !== null && !isSameSet(draft, saved);
  const total = activeWeightTotal(criteria);
  const isTotalRight = total === 100;
  const canSend = isTotalRight && hasValidWeights(criteria) && pending === null;
  const messages = splitFieldMessages(failure?.fields);
  const shownPreview = preview && isSameSet(preview.of, criteria) ? preview.result : null;

  const change = (next: ScoringCriterion[]) => {
    setDraft(next);
    // Field messages point at places in the list; after an edit they may point elsewhere.
    setFailure(null);
  };

  const runPreview = async () => {
    setPending('preview');
    const sent = criteria;
    const result = await writes.preview(sent);
    setPending(null);
    if (result.success) {
      setFailure(null);
      setPreview({ of: sent, result });
    } else setFailure(result);
  };

  const save = async () => {
    setPending('save');
    const result = await writes.save(criteria);
    setPending(null);
    if (!result.success) {
      setFailure(result);
      return;
    }
    setFailure(null);
    setPreview(undefined);
    resetDraft();
    toast.success(t('scoring.criteria.saved'));
  };

  const applyEdit = (criterion: ScoringCriterion) => {
    if (editing?.index === null) {
      const key = keyForName(
        criterion.name,
        criteria.map((known) => known.key),
      );
      change([...criteria, { ...criterion, key }]);
    } else if (editing) {
      change(replaceAt(criteria, editing.index, criterion));
    }
    setEditing(null);
  };

  const editedCriterion =
    editing === null ? null : editing.index === null ? BLANK : criteria[editing.index];

  return (
    <div className={kitStyles.stack}>
      <div className={styles.totalBar}>
        <p id={totalId} className={styles.total} aria-live="polite">
          {t('scoring.criteria.total', { total })}
        </p>
        {isTotalRight ? null : (
          <FailureLine>{t('scoring.criteria.totalProblem', { total })}</FailureLine>
        )}
        {hasValidWeights(criteria) ? null : (
          <FailureLine>{t('scoring.criteria.weightProblem')}</FailureLine>
        )}
        {isDirty ? <p className={kitStyles.note}>{t('scoring.criteria.unsaved')}</p> : null}
      </div>
      <div className={kitStyles.cluster}>
        <Button variant="secondary" onClick={() => setEditing({ index: null })}>
          {t('scoring.criteria.add')}
        </Button>
        <Button
          variant="secondary"
          disabled={!canSend}
          aria-describedby={totalId}
          onClick={() => void runPreview()}
        >
          {pending === 'preview' ? t('scoring.criteria.previewing') : t('scoring.criteria.preview')}
        </Button>
        <Button
          disabled={!canSend || !isDirty}
          aria-describedby={totalId}
          onClick={() => void save()}
        >
          {pending === 'save' ? t('scoring.criteria.saving') : t('scoring.criteria.save')}
        </Button>
        <Button
          variant="ghost"
          disabled={!isDirty || pending !== null}
          onClick={() => {
            resetDraft();
            setFailure(null);
          }}
        >
          {t('scoring.criteria.reset')}
        </Button>
      </div>
      {failure ? (
        <FailureLine as="div" variant="banner">
          <p>{t('scoring.criteria.refused', { error: failureText(failure) })}</p>
          {messages.set.length ? (
            <ul>
              {messages.set.map((message) => (
                <li key={message}>{message}</li>
              ))}
            </ul>
          ) : null}
        </FailureLine>
      ) : null}
      {shownPreview ? <PreviewPanel preview={shownPreview} /> : null}
      <p className={best === 100 ? kitStyles.note : styles.problems} role="status">
        {t('scoring.criteria.bestScore', { score: best })}
      </p>
      <ol className={kitStyles.rowList} aria-label={t('scoring.criteria.listLabel')}>
        {criteria.map((criterion, index) => (
          <CriterionItem
            key={criterion.key || `new-${index}`}
            criterion={criterion}
            scaled={scaled[index] ?? criterion}
            index={index}
            count={criteria.length}
            problems={messages.byIndex.get(index) ?? []}
            onChange={(next) => change(replaceAt(criteria, index, next))}
            onMove={(by) => change(moveCriterion(criteria, index, by))}
            onEdit={() => setEditing({ index })}
          />
        ))}
      </ol>
      {editedCriterion ? (
        <CriterionDialog
          criterion={editedCriterion}
          isNew={editing?.index === null}
          onApply={applyEdit}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </div>
  );
}
