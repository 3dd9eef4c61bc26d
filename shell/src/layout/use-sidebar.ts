import { readStorage, STORAGE_KEYS, writeStorage } from '@atelier/shared';
import { useCallback, useEffect, useState } from 'react';

export const MOBILE_QUERY = '(max-width: 767.98px)';

export function useIsMobile(): boolean {
  const [isMobile, setIsMobile] = useState(() => window.matchMedia(MOBILE_QUERY).matches);
  useEffect(() => {
    const query = window.matchMedia(MOBILE_QUERY);
    const update = () => setIsMobile(query.matches);
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
  return isMobile;
}

/** Desktop collapse (remembered across visits) and the mobile drawer (never remembered). */
export function useSidebar() {
  const isMobile = useIsMobile();
  const [isCollapsed, setIsCollapsed] = useState(
    () => readStorage(STORAGE_KEYS.sidebarCollapsed) === 'true',
  );
  const [isDrawerOpen, setIsDrawerOpen] = useState(false);

  useEffect(() => {
    if (!isMobile) setIsDrawerOpen(false);
  }, [isMobile]);

  const toggleCollapsed = useCallback(() => {
    setIsCollapsed((previous) => {
      writeStorage(STORAGE_KEYS.sidebarCollapsed, String(!previous));
      return !previous;
    });
  }, []);

  return {
    isMobile,
    isCollapsed: !isMobile && isCollapsed,
    isDrawerOpen: isMobile && isDrawerOpen,
    toggleCollapsed,
    openDrawer: useCallback(() => setIsDrawerOpen(true), []),
    closeDrawer: useCallback(() => setIsDrawerOpen(false), []),
  };
}
