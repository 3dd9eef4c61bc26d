import type { Client, Project } from '@atelier/shared';
import { getClients, getProjects } from '@atelier/shared/api';
import { clientKeys, projectKeys, useApiQuery } from '@atelier/shared/query';

/** The first 100 by name (the contract's largest page), which covers an agency's active records. */
const PICKER_PAGE = { page: 1, pageSize: 100, sort: 'name', order: 'asc' } as const;

export type PickerChoices = { clients: Client[]; projects: Project[]; isLoading: boolean };

/**
 * The clients and projects the event form offers, from the shared cache. The pickers are
 * optional: when either cannot be loaded, the form still works without its choices.
 */
export function useEventPickers(): PickerChoices {
  const clients = useApiQuery(clientKeys.list(PICKER_PAGE), (signal) =>
    getClients(PICKER_PAGE, { signal }),
  );
  const projects = useApiQuery(projectKeys.list(PICKER_PAGE), (signal) =>
    getProjects(PICKER_PAGE, { signal }),
  );
  return {
    clients: clients.data?.clients ?? [],
    projects: projects.data?.projects ?? [],
    isLoading: clients.isLoading || projects.isLoading,
  };
}
