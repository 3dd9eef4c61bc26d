import { create } from 'zustand';

/** Why the UI is showing built-in demo data instead of the server's. */
export type DemoReason = 'unreachable' | 'unauthorized' | 'server_error' | 'admin_bypass';

type DemoModeState = {
  reason: DemoReason | null;
  enter: (reason: DemoReason) => void;
  leave: () => void;
};

export const useDemoModeStore = create<DemoModeState>()((set) => ({
  reason: null,
  enter: (reason) => set({ reason }),
  leave: () => set({ reason: null }),
}));
