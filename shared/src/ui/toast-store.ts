import { create } from 'zustand';

export type ToastTone = 'success' | 'error' | 'info' | 'warning';

export type Toast = { id: number; tone: ToastTone; message: string };

type ToastState = {
  toasts: Toast[];
  show: (tone: ToastTone, message: string) => void;
  dismiss: (id: number) => void;
};

const TOAST_LIFETIME_MS = 5000;
let nextId = 1;

export const useToastStore = create<ToastState>()((set, get) => ({
  toasts: [],
  show: (tone, message) => {
    const id = nextId++;
    set({ toasts: [...get().toasts, { id, tone, message }] });
    setTimeout(() => get().dismiss(id), TOAST_LIFETIME_MS);
  },
  dismiss: (id) => set({ toasts: get().toasts.filter((toast) => toast.id !== id) }),
}));

/** Shows a toast from anywhere (event handlers, API wrappers). */
export const toast = {
  success: (message: string) => useToastStore.getState().show('success', message),
  error: (message: string) => useToastStore.getState().show('error', message),
  info: (message: string) => useToastStore.getState().show('info', message),
  warning: (message: string) => useToastStore.getState().show('warning', message),
};
