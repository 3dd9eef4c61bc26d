import { contracts as contractsActions } from '@atelier/shared/actions';
import { defineFunction } from '../registry.ts';
import { cancelContract } from './cancel-contract.ts';
import { createContract } from './create-contract.ts';
import { createTemplate } from './create-template.ts';
import { deleteTemplate } from './delete-template.ts';
import { download } from './download.ts';
import { getAnalytics } from './get-analytics.ts';
import { getContract } from './get-contract.ts';
import { getContracts } from './get-contracts.ts';
import { getSignatures } from './get-signatures.ts';
import { getTemplates } from './get-templates.ts';
import { remind } from './remind.ts';
import { sendContract } from './send-contract.ts';
import { updateContract } from './update-contract.ts';
import { updateTemplate } from './update-template.ts';

/**
 * `POST /functions/v1/contracts`; the contract is in docs/contracts.md. The hourly
 * `contracts.sweep` job (contract-jobs.ts) sends the automatic reminders and expires contracts.
 */
export const contracts = defineFunction(contractsActions, {
  get_templates: getTemplates,
  create_template: createTemplate,
  update_template: updateTemplate,
  delete_template: deleteTemplate,
  create_contract: createContract,
  update_contract: updateContract,
  get_contracts: getContracts,
  get_contract: getContract,
  cancel_contract: cancelContract,
  send_contract: sendContract,
  remind,
  download,
  get_signatures: getSignatures,
  get_analytics: getAnalytics,
});
