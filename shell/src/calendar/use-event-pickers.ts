import { type Client, getClients, getProjects, type Project } from '@atelier/shared';
import { useEffect, useState } from 'react';

/** The first 100 by name (the contract's largest page), which covers an agency's active records. */
const PICKER_PAGE = { page: 1, pageSize: 100, sort: 'name', order: 'asc' } as const;

export type PickerChoices = { clients: Client[]; projects: Project[]; isLoading: boolean };

/** The clients and projects the event form offers, loaded once when the form opens. */
export function useEventPickers(): PickerChoices {
  const [choices, setChoices] = useState<PickerChoices>({
    clients: [],
    projects: [],
    isLoading: true,
  });
  useEffect(() => {
    const controller = new AbortController();
    const options = { signal: controller.signal };
    Promise.all([getClients(PICKER_PAGE, options), getProjects(PICKER_PAGE, options)])
      .then(([clients, projects]) => {
        if (controller.signal.aborted) return;
        setChoices({
          clients: clients.success ? clients.clients : [],
          projects: projects.success ? projects.projects : [],
          isLoading: false,
        });
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        // The pickers are optional: the form still works without them.
        console.error('[shell] loading clients and projects for the calendar failed', error);
        setChoices((current) => ({ ...current, isLoading: false }));
      });
    return () => controller.abort();
  }, []);
  return choices;
}
