import { Button, type Contract, SelectField } from '@atelier/shared';
import { CONTRACT_STATUSES } from '@atelier/shared/contract';
import { useContracts } from '@atelier/shared/data/contracts';
import { kitStyles } from '@atelier/shared/kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { NAMESPACE } from '../../../../i18n';
import { PagedList } from '../../common/PagedList';
import { ContractFormDialog } from '../form/ContractFormDialog';
import { useContractClients } from '../use-contract-clients';
import styles from './ActiveContracts.module.css';
import {
  type ActiveContractsState,
  openContractId,
  readActiveContracts,
  readFormRequest,
  toContractQuery,
  withContract,
  withFilters,
  withNewForm,
} from './active-contracts-url';
import { ContractDetailsDialog } from './ContractDetailsDialog';
import { ContractsTable } from './ContractsTable';

/**
 * Active Contracts (`?view=active`, the tab's default): the contracts newest first, filtered by
 * status and client, with the details of one (`?contract=`) and the new-contract form
 * (`?new=1`, `&proposal=` from a proposal) open from the URL; a draft's edit form is local.
 */
export function ActiveContractsView() {
  const { t } = useTranslation(NAMESPACE);
  const [params, setParams] = useSearchParams();
  const state = readActiveContracts(params);
  const contracts = useContracts(toContractQuery(state));
  const contractId = openContractId(params);
  const formRequest = readFormRequest(params);
  const [editing, setEditing] = useState<Contract | null>(null);

  const change = (next: Partial<ActiveContractsState>) =>
    setParams((current) => withFilters(current, next));
  const openContract = (id: string | null) => setParams((current) => withContract(current, id));
  const closeNewForm = () => setParams((current) => withNewForm(current, false));
  const saved = (contract: Contract) => {
    setEditing(null);
    setParams((current) => withContract(withNewForm(current, false), contract.id));
  };

  const page = contracts.data;
  const isFiltered = state.status !== null || state.clientId !== null;
  const knownTitle = page?.contracts.find((contract) => contract.id === contractId)?.title ?? null;

  return (
    <>
      <div className={kitStyles.filterBar}>
        <div className={styles.filters}>
          <SelectField
            label={t('contracts.active.statusFilter')}
            value={state.status ?? ''}
            options={[
              { value: '', label: t('contracts.active.allStatuses') },
              ...CONTRACT_STATUSES.map((status) => ({
                value: status,
                label: t(`contracts.statuses.${status}`),
              })),
            ]}
            onChange={(event) =>
              change({
                status: CONTRACT_STATUSES.find((status) => status === event.target.value) ?? null,
              })
            }
          />
          <ClientFilter clientId={state.clientId} onChange={(clientId) => change({ clientId })} />
        </div>
        <Button onClick={() => setParams((current) => withNewForm(current, true))}>
          {t('contracts.active.newContract')}
        </Button>
      </div>
      <PagedList
        scope="contracts"
        pagerKeys="contracts.active"
        query={contracts}
        loadFailedTitle={t('contracts.active.loadFailed')}
        page={page && { ...page, count: page.contracts.length }}
        empty={
          isFiltered
            ? {
                title: t('contracts.active.noMatchTitle'),
                description: t('contracts.active.noMatchDescription'),
              }
            : {
                title: t('tabs.contracts.views.active.emptyTitle'),
                description: t('tabs.contracts.views.active.emptyDescription'),
              }
        }
        onPage={(next) => change({ page: next })}
      >
        <ContractsTable
          contracts={page?.contracts ?? []}
          onOpen={(contract) => openContract(contract.id)}
        />
      </PagedList>
      <ContractDetailsDialog
        contractId={contractId}
        knownTitle={knownTitle}
        onClose={() => openContract(null)}
        onEdit={setEditing}
      />
      {formRequest.isOpen ? (
        <ContractFormDialog
          {...(formRequest.proposalId ? { proposalId: formRequest.proposalId } : {})}
          onClose={closeNewForm}
          onSaved={saved}
        />
      ) : null}
      {editing ? (
        <ContractFormDialog contract={editing} onClose={() => setEditing(null)} onSaved={saved} />
      ) : null}
    </>
  );
}

type ClientFilterProps = { clientId: string | null; onChange: (clientId: string | null) => void };

/** The agency's clients A–Z; a linked client not among them still reads as chosen. */
function ClientFilter({ clientId, onChange }: ClientFilterProps) {
  const { t } = useTranslation(NAMESPACE);
  const clients = useContractClients();
  const options = (clients.data?.clients ?? []).map((client) => ({
    value: client.id,
    label: client.company ? `${client.name} (${client.company})` : client.name,
  }));
  if (clientId && !options.some((option) => option.value === clientId)) {
    options.push({ value: clientId, label: t('contracts.active.chosenClient') });
  }
  return (
    <SelectField
      label={t('contracts.active.clientFilter')}
      value={clientId ?? ''}
      hint={clients.failure ? t('contracts.active.clientsFailed') : undefined}
      options={[{ value: '', label: t('contracts.active.allClients') }, ...options]}
      onChange={(event) => onChange(event.target.value || null)}
    />
  );
}
