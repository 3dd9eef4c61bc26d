import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { pageViewPayload, sendPageView, shouldTrack, takeSentByThePage } from './page-view-tracker';

/** The last navigation sent, so a re-run of the effect (Strict Mode) does not count it twice. */
let lastSentKey: string | null = null;
/** Only the page the visitor arrived on has an outside referrer; later views are moves inside. */
let isFirstView = true;

/** Sends one page view per route change of the public site. */
export function usePageViewTracking(): void {
  const location = useLocation();
  useEffect(() => {
    if (lastSentKey === location.key) return;
    lastSentKey = location.key;
    const referrer = isFirstView ? document.referrer : '';
    // A server-rendered page sent its own view before the takeover.
    const sentAlready =
      isFirstView && takeSentByThePage(document.documentElement) === location.pathname;
    isFirstView = false;
    if (sentAlready) return;
    const privacy = navigator as Navigator & { globalPrivacyControl?: boolean };
    if (!shouldTrack(location.pathname, privacy)) return;
    sendPageView(pageViewPayload(location, referrer));
  }, [location]);
}
