import { createContext, useContext } from 'react';

/** Whether the stored session could be checked; only the shell's guards need to know. */
export type SessionCheck = {
  /** The server could not be reached to check the stored session; retries go on. */
  isUnreachable: boolean;
  /** Checks again now, instead of waiting for the next retry. */
  retry: () => void;
};

export const SessionCheckContext = createContext<SessionCheck>({
  isUnreachable: false,
  retry: () => undefined,
});

export const useSessionCheck = (): SessionCheck => useContext(SessionCheckContext);
