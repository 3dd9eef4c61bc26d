import { useEffect } from 'react';
import { fillAgencyName, useAgencyName } from './agency-name';

/**
 * Names the browser tab after the page while it is shown, and gives the previous title back
 * when the page goes, so leaving the admin area does not leave an admin title behind. A
 * title's `{agency}` is the agency's name from Settings (agency-name.ts), set again when it
 * becomes known.
 */
export function useDocumentTitle(title: string): void {
  const agency = useAgencyName();
  const shown = fillAgencyName(title, agency);
  useEffect(() => {
    const previous = document.title;
    document.title = shown;
    return () => {
      document.title = previous;
    };
  }, [shown]);
}
