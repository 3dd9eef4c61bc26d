import { Fragment, lazy, type ReactNode, Suspense, useContext, useEffect } from 'react';
import { UNSAFE_RouteContext } from 'react-router';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { isInMaintenance, isUnpublished, redirectTarget } from './site-rules';
import { useSite } from './site-store';

/** Loaded only while the site is in maintenance: the home page's bytes do not carry it. */
const MaintenancePage = lazy(() =>
  import('./MaintenancePage').then((module) => ({ default: module.MaintenancePage })),
);

/**
 * The layout's outlet under Site Management's rules: a redirect is followed (replacing the
 * visited path in the history), maintenance shows the visitors' message, and a page an admin
 * unpublished shows the not-found page the shell appends to this layout's routes.
 */
export function SiteOutlet() {
  const site = useSite();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const notFound = useNotFoundElement();
  const target = redirectTarget(site, pathname);

  useEffect(() => {
    if (target === null) return;
    if (target.startsWith('/')) void navigate(target, { replace: true });
    else window.location.replace(target);
  }, [target, navigate]);

  if (target !== null) return null;
  if (site && isInMaintenance(site, pathname)) {
    return (
      <Suspense fallback={null}>
        <MaintenancePage message={site.maintenance.message} />
      </Suspense>
    );
  }
  if (isUnpublished(site, pathname) && notFound) return notFound;
  // The page's strings name the agency (`{{agency}}`): drawn before the site was read (no
  // server page carried it), the page is drawn again once, with the agency's name.
  return (
    <Fragment key={site?.agency.name ?? ''}>
      <Outlet />
    </Fragment>
  );
}

/** The element of this layout's `*` child route (the shell's not-found page), if any. */
function useNotFoundElement(): ReactNode {
  const { matches } = useContext(UNSAFE_RouteContext);
  const layout = matches[matches.length - 1]?.route;
  return layout?.children?.find((route) => route.path === '*')?.element ?? null;
}
