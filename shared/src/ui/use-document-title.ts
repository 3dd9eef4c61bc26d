import { useEffect } from 'react';

/**
 * Names the browser tab after the page while it is shown, and gives the previous title back
 * when the page goes, so leaving the admin area does not leave an admin title behind.
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
