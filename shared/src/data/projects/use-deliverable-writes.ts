import { NO_DEMO } from '../../api/write-options';
import { useRecordWrites } from '../../query/use-record-writes';
import { addDeliverable, submitDeliverable } from './calls';

/** A project's deliverables change with its page: each write reloads the project. */
export function useDeliverableWrites() {
  return useRecordWrites(['projects'], (write) => ({
    add: (projectId: string, title: string, description: string) =>
      write(() =>
        addDeliverable(
          { project_id: projectId, title, ...(description ? { description } : {}) },
          NO_DEMO,
        ),
      ),
    submit: (id: string) => write(() => submitDeliverable(id, NO_DEMO)),
  }));
}
