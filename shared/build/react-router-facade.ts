/**
 * The part of react-router the apps use, provided to the federation share scope as both
 * `react-router` and `react-router-dom`. A shared module cannot be tree-shaken (any remote may
 * ask for any export), so sharing the whole package would put ~60 KB of gzipped router —
 * server runtime, cookies, RSC — on every page. Sharing this list instead keeps one router
 * instance and only the code the product runs. A remote importing a name missing here would
 * get `undefined` at run time, so react-router-facade.test.ts fails when any app imports a
 * name this list lacks: add the name here.
 */
export {
  BrowserRouter,
  createSearchParams,
  generatePath,
  Link,
  MemoryRouter,
  matchPath,
  matchRoutes,
  Navigate,
  NavLink,
  Outlet,
  Route,
  Routes,
  UNSAFE_LocationContext,
  UNSAFE_NavigationContext,
  UNSAFE_RouteContext,
  useHref,
  useInRouterContext,
  useLocation,
  useMatch,
  useNavigate,
  useNavigationType,
  useOutlet,
  useOutletContext,
  useParams,
  useResolvedPath,
  useRoutes,
  useSearchParams,
} from '@atelier/react-router-impl';
