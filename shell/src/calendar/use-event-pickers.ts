import type { Client, Project } from '@atelier/shared';
import { useClientList } from '@atelier/shared/data/clients';
import { useProjectList } from '@atelier/shared/data/projects';

/** The first 100 by name (the contract's largest page), which covers an agency's active records. */
const PICKER_PAGE = { page: 1, pageSize: 100, sort: 'name', order: 'asc' } as const;

export type PickerChoices = { clients: Client[]; projects: Project[]; isLoading: boolean };

/**
 * The clients and projects the event form offers, from the shared cache. The pickers are
 * optional: when either cannot be loaded, the form still works without its choices.
 */
export function useEventPickers(): PickerChoices {
  const clients = useClientList(PICKER_PAGE);
  const projects = useProjectList(PICKER_PAGE);
  return {
    clients: clients.data?.clients ?? [],
    projects: projects.data?.projects ?? [],
    isLoading: clients.isLoading || projects.isLoading,
  };
}
