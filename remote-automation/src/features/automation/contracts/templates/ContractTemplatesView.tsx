import { Button, type ContractTemplate, ErrorPanel, LoadingSpinner } from '@atelier/shared';
import { useContractTemplates, useContractWrites } from '@atelier/shared/data/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { NAMESPACE } from '../../../../i18n';
import { ArchiveDialog } from '../../common/ArchiveDialog';
import { failureMessage } from '../../common/failure-message';
import { ContractTemplateDetailsDialog } from './ContractTemplateDetailsDialog';
import { ContractTemplateFormDialog, type TemplateFormMode } from './ContractTemplateFormDialog';
import { ContractTemplateList } from './ContractTemplateList';
import styles from './ContractTemplates.module.css';
import { TypeFilter } from './TypeFilter';
import {
  type TypeFilter as TypeFilterValue,
  templatesOfType,
  typeFromQuery,
} from './template-types';

/**
 * The Contracts tab's Templates view: the type filter (`?type=`) and the open details
 * (`?template=<id>`) live in the URL so they deep-link; the templates as cards; the dialogs to
 * read, create, edit and archive one.
 */
export function ContractTemplatesView() {
  const { t } = useTranslation(NAMESPACE);
  const [searchParams, setSearchParams] = useSearchParams();
  const filter = typeFromQuery(searchParams.get('type'));
  const detailsId = searchParams.get('template');
  const list = useContractTemplates();
  const writes = useContractWrites();
  const [formMode, setFormMode] = useState<TemplateFormMode | null>(null);
  const [archiving, setArchiving] = useState<ContractTemplate | null>(null);

  /** Sets or drops one query value; the others (the tab, the view, `lng`) are kept. */
  const setParam = (key: string, value: string | null) =>
    setSearchParams((previous) => {
      const params = new URLSearchParams(previous);
      if (value === null) params.delete(key);
      else params.set(key, value);
      return params;
    });
  const details = list.data?.templates.find((template) => template.id === detailsId) ?? null;

  /** One dialog at a time: the details make way for the one they open. */
  const from = (open: (template: ContractTemplate) => void) => (template: ContractTemplate) => {
    setParam('template', null);
    open(template);
  };

  return (
    <>
      <div className={styles.toolbar}>
        <p className={styles.intro}>{t('contracts.templates.intro')}</p>
        <Button onClick={() => setFormMode({ kind: 'new', type: filter })}>
          {t('contracts.templates.newTemplate')}
        </Button>
      </div>
      <TypeFilter
        value={filter}
        onChange={(next: TypeFilterValue) => setParam('type', next === 'all' ? null : next)}
      />
      {/* Announced, so switching the filter tells screen-reader users what it found. */}
      <div aria-live="polite" aria-busy={list.isFetching}>
        {list.failure && !list.data ? (
          <ErrorPanel
            title={t('contracts.templates.loadFailed')}
            message={failureMessage(t, list.failure, 'contracts')}
            retryLabel={t('contracts.retry')}
            onRetry={list.refetch}
          />
        ) : !list.data ? (
          <LoadingSpinner />
        ) : (
          <ContractTemplateList
            templates={templatesOfType(list.data.templates, filter)}
            filter={filter}
            onDetails={(template) => setParam('template', template.id)}
            onEdit={(template) => setFormMode({ kind: 'edit', template })}
          />
        )}
      </div>
      <ContractTemplateDetailsDialog
        template={details}
        onClose={() => setParam('template', null)}
        onEdit={from((template) => setFormMode({ kind: 'edit', template }))}
        onArchive={from(setArchiving)}
      />
      <ContractTemplateFormDialog mode={formMode} onClose={() => setFormMode(null)} />
      <ArchiveDialog
        item={archiving}
        prefix="contracts.templates.archive"
        scope="contracts"
        archive={writes.archiveTemplate}
        onClose={() => setArchiving(null)}
      />
    </>
  );
}
