import { create } from 'zustand';

/** Why the UI is showing built-in demo data instead of the server's. */
export type DemoReason = 'unreachable' | 'unauthorized' | 'server_error' | 'admin_bypass';

type DemoModeState = {
  reason: DemoReason | null;
  enter: (reason: DemoReason) => void;
  /** A server answer came: the server's data is back, unless the session is a bypass. */
  recover: () => void;
  /** Ends demo mode whatever its reason (the bypass ending). */
  leave: () => void;
};

export const useDemoModeStore = create<DemoModeState>()((set) => ({
  reason: null,
  // Admin bypass is the whole session's reason: the 401s it causes by design must not hide it.
  enter: (reason) => set((state) => (state.reason === 'admin_bypass' ? state : { reason })),
  // A public call answering (the agency's name in the header) does not end a bypass either.
  recover: () => set((state) => (state.reason === 'admin_bypass' ? state : { reason: null })),
  leave: () => set({ reason: null }),
}));

/** Whether the page shows built-in demo data now (read when called, not subscribed to). */
export const isDemoShown = (): boolean => useDemoModeStore.getState().reason !== null;
