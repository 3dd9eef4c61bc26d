import {
  contractAnalyticsAnswer,
  contractAnalyticsInput,
  contractDownloadInput,
  getSignaturesInput,
  remindInput,
  signatureRowsAnswer,
} from '../contract-insights';
import {
  contractTemplateAnswer,
  contractTemplatesAnswer,
  createContractTemplateInput,
  getContractTemplatesInput,
  updateContractTemplateInput,
} from '../contract-templates';
import {
  contractAnswer,
  contractIdInput,
  contractPageSchema,
  createContractInput,
  getContractsInput,
  remindedContractAnswer,
  updateContractInput,
} from '../contracts';
import { signingDownloadAnswer } from '../e-signature';
import { emptyAnswer } from '../record-fields';
import { defineActions } from './define';

/** `POST /functions/v1/contracts`; the contract is in docs/contracts.md. */
export const contracts = defineActions('contracts', {
  get_templates: {
    access: 'admin',
    input: getContractTemplatesInput,
    output: contractTemplatesAnswer,
  },
  create_template: {
    access: 'admin',
    input: createContractTemplateInput,
    output: contractTemplateAnswer,
  },
  update_template: {
    access: 'admin',
    input: updateContractTemplateInput,
    output: contractTemplateAnswer,
  },
  /** Archives the template; the contracts made from it keep their frozen text. */
  delete_template: { access: 'admin', input: contractIdInput, output: emptyAnswer },
  /** A draft filled from the records; a variable left without a value is a 400. */
  create_contract: { access: 'admin', input: createContractInput, output: contractAnswer },
  /** A draft only (409 once sent); the text is filled again with the new values. */
  update_contract: { access: 'admin', input: updateContractInput, output: contractAnswer },
  get_contracts: { access: 'admin', input: getContractsInput, output: contractPageSchema },
  get_contract: { access: 'admin', input: contractIdInput, output: contractAnswer },
  cancel_contract: { access: 'admin', input: contractIdInput, output: contractAnswer },
  send_contract: { access: 'admin', input: contractIdInput, output: contractAnswer },
  /** New links for the signers still waiting (or one of them); the old links stop working. */
  remind: { access: 'admin', input: remindInput, output: remindedContractAnswer },
  /** The agency's copy of the PDF as base64: the signed one by default once there is one. */
  download: { access: 'admin', input: contractDownloadInput, output: signingDownloadAnswer },
  get_signatures: { access: 'admin', input: getSignaturesInput, output: signatureRowsAnswer },
  get_analytics: {
    access: 'admin',
    input: contractAnalyticsInput,
    output: contractAnalyticsAnswer,
  },
});
