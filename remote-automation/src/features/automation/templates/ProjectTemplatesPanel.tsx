import { Button, ErrorPanel, LoadingSpinner, type ProjectTemplate } from '@atelier/shared';
import { useAgencyCurrency } from '@atelier/shared/data/invoices';
import { useTemplateList, useTemplateWrites } from '@atelier/shared/data/templates';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { NAMESPACE } from '../../../i18n';
import { ArchiveDialog } from '../common/ArchiveDialog';
import { failureMessage } from '../common/failure-message';
import { PanelIntro } from '../components/PanelIntro';
import { CategoryFilter } from './CategoryFilter';
import { TemplateDetailsDialog } from './TemplateDetailsDialog';
import { TemplateFormDialog, type TemplateFormMode } from './TemplateFormDialog';
import { TemplateList } from './TemplateList';
import styles from './Templates.module.css';
import { categoryFromQuery, type TemplateCategory } from './template-categories';
import { UseTemplateDialog } from './UseTemplateDialog';

/**
 * The Project Templates tab: the category filter (in `?category=`, so it deep-links), the
 * templates as cards, and the dialogs to read, create, edit, duplicate, archive and use one.
 */
export function ProjectTemplatesPanel() {
  const { t } = useTranslation(NAMESPACE);
  const [searchParams, setSearchParams] = useSearchParams();
  const category = categoryFromQuery(searchParams.get('category'));
  const list = useTemplateList(category === 'all' ? null : category);
  const writes = useTemplateWrites();
  const currency = useAgencyCurrency();
  const [details, setDetails] = useState<ProjectTemplate | null>(null);
  const [formMode, setFormMode] = useState<TemplateFormMode | null>(null);
  const [using, setUsing] = useState<ProjectTemplate | null>(null);
  const [archiving, setArchiving] = useState<ProjectTemplate | null>(null);

  const selectCategory = (next: TemplateCategory) =>
    // Other query values (the tab, `lng`) are kept.
    setSearchParams((previous) => {
      const params = new URLSearchParams(previous);
      if (next === 'all') params.delete('category');
      else params.set('category', next);
      return params;
    });

  /** One dialog at a time: the details make way for the one they open. */
  const from = (open: (template: ProjectTemplate) => void) => (template: ProjectTemplate) => {
    setDetails(null);
    open(template);
  };

  return (
    <>
      <div className={styles.toolbar}>
        <PanelIntro
          title={t('tabs.templates.title')}
          description={t('tabs.templates.description')}
        />
        <Button onClick={() => setFormMode({ kind: 'new', category })}>
          {t('templates.newTemplate')}
        </Button>
      </div>
      <CategoryFilter value={category} onChange={selectCategory} />
      {/* Announced, so switching the filter tells screen-reader users what it found. */}
      <div aria-live="polite" aria-busy={list.isFetching}>
        {list.failure && !list.data ? (
          <ErrorPanel
            title={t('templates.loadFailed')}
            message={failureMessage(t, list.failure, 'templates')}
            retryLabel={t('templates.retry')}
            onRetry={list.refetch}
          />
        ) : !list.data ? (
          <LoadingSpinner />
        ) : (
          <TemplateList
            templates={list.data.templates}
            category={category}
            currency={currency}
            onDetails={setDetails}
            onUse={setUsing}
          />
        )}
      </div>
      <TemplateDetailsDialog
        template={details}
        currency={currency}
        onClose={() => setDetails(null)}
        onUse={from(setUsing)}
        onEdit={from((template) => setFormMode({ kind: 'edit', template }))}
        onDuplicate={from((template) => setFormMode({ kind: 'duplicate', template }))}
        onArchive={from(setArchiving)}
      />
      <TemplateFormDialog mode={formMode} onClose={() => setFormMode(null)} />
      <UseTemplateDialog template={using} currency={currency} onClose={() => setUsing(null)} />
      <ArchiveDialog
        item={archiving}
        prefix="templates.archive"
        scope="templates"
        archive={writes.archive}
        onClose={() => setArchiving(null)}
      />
    </>
  );
}
