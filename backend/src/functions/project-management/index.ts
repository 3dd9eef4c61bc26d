import { projectManagement as projectManagementActions } from '@atelier/shared/actions';
import { defineFunction } from '../registry.ts';
import { addDeliverable } from './add-deliverable.ts';
import { createProject } from './create-project.ts';
import { deleteProject } from './delete-project.ts';
import { getProject } from './get-project.ts';
import { getProjects } from './get-projects.ts';
import { setMilestoneDone } from './set-milestone-done.ts';
import { submitDeliverable } from './submit-deliverable.ts';
import { updateProject } from './update-project.ts';

/** `POST /functions/v1/project-management`; the contract is in docs/records.md. */
export const projectManagement = defineFunction(projectManagementActions, {
  get_projects: getProjects,
  get_project: getProject,
  create_project: createProject,
  update_project: updateProject,
  delete_project: deleteProject,
  set_milestone_done: setMilestoneDone,
  add_deliverable: addDeliverable,
  submit_deliverable: submitDeliverable,
});
