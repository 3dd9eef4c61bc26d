import { useEffect } from 'react';

/**
 * Names the browser tab after the page while it is shown, and gives the previous title back
 * when the page goes, so leaving the portal does not leave its title behind.
 */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    const previous = document.title;
    document.title = title;
    return () => {
      document.title = previous;
    };
  }, [title]);
}
