import { useEffect, useState } from 'react';

/** The phone widths of the portal's CSS (`max-width: 767.98px`). */
const NARROW_QUERY = '(max-width: 767.98px)';

/** Whether the screen is a phone's, kept up to date; false where there is no window. */
export function useIsNarrow(): boolean {
  const [isNarrow, setIsNarrow] = useState(
    () => typeof window !== 'undefined' && window.matchMedia(NARROW_QUERY).matches,
  );
  useEffect(() => {
    const query = window.matchMedia(NARROW_QUERY);
    const update = () => setIsNarrow(query.matches);
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
  return isNarrow;
}
