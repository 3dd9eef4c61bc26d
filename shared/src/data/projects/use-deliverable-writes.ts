import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { NO_DEMO } from '../../api/write-options';
import { recordWriter } from '../../query/invalidate';
import { addDeliverable, submitDeliverable } from './calls';

/** A project's deliverables change with its page: each write reloads the project. */
export function useDeliverableWrites() {
  const queryClient = useQueryClient();
  return useMemo(() => {
    const write = recordWriter(queryClient, 'projects');
    return {
      add: (projectId: string, title: string, description: string) =>
        write(() =>
          addDeliverable(
            { project_id: projectId, title, ...(description ? { description } : {}) },
            NO_DEMO,
          ),
        ),
      submit: (id: string) => write(() => submitDeliverable(id, NO_DEMO)),
    };
  }, [queryClient]);
}
