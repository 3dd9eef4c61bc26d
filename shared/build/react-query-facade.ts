/**
 * The part of TanStack Query the apps use, provided to the federation share scope as
 * `@tanstack/react-query`. Like the router's facade (react-router-facade.ts): a shared module
 * cannot be tree-shaken, so sharing the package would put infinite queries, `useQueries`,
 * suspense hooks, hydration and mutation hooks on every admin and portal page, where none runs.
 * One client instance still serves every app. A remote importing a name missing here would get
 * `undefined` at run time, so react-query-facade.test.ts fails when any app imports a name this
 * list lacks: add the name here.
 */
export {
  focusManager,
  keepPreviousData,
  QueryClient,
  QueryClientProvider,
  QueryObserver,
  useQuery,
  useQueryClient,
} from '@atelier/react-query-impl';
