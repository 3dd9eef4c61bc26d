import { addDeliverableInput, deliverableIdInput } from '../client-portal-records';
import { deliverableAnswer } from '../deliverables';
import {
  createProjectInput,
  getProjectsInput,
  projectAnswer,
  projectDetailSchema,
  projectIdInput,
  projectPageSchema,
  setMilestoneDoneInput,
  updateProjectInput,
} from '../projects';
import { emptyAnswer } from '../record-fields';
import { defineActions } from './define';

/** `POST /functions/v1/project-management`: the agency's projects (docs/records.md). */
export const projectManagement = defineActions('project-management', {
  get_projects: { access: 'admin', input: getProjectsInput, output: projectPageSchema },
  /** With its invoices, payments, deliverables (drafts included) and invoicing rules. */
  get_project: { access: 'admin', input: projectIdInput, output: projectDetailSchema },
  create_project: { access: 'admin', input: createProjectInput, output: projectAnswer },
  update_project: { access: 'admin', input: updateProjectInput, output: projectAnswer },
  delete_project: { access: 'admin', input: projectIdInput, output: emptyAnswer },
  set_milestone_done: { access: 'admin', input: setMilestoneDoneInput, output: projectAnswer },
  /** A draft deliverable the client does not see until `submit_deliverable`. */
  add_deliverable: { access: 'admin', input: addDeliverableInput, output: deliverableAnswer },
  submit_deliverable: { access: 'admin', input: deliverableIdInput, output: deliverableAnswer },
});
