import { listQuery } from '../../query/prefetchable-query';
import { getProjects } from './calls';
import { projectKeys } from './keys';

const projectList = listQuery(projectKeys.list, getProjects);

/** One page of projects with the view's filters; the previous page stays shown while the next loads. */
export const useProjectList = projectList.use;

/** The same query as `useProjectList`, asked for ahead (a sidebar link hovered). */
export const prefetchProjectList = projectList.prefetch;
