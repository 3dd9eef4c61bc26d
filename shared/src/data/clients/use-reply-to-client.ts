import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { sendClientMessage } from './calls';
import { clientKeys } from './keys';

/** Answers the client; the conversation loads again once the server took the message. */
export function useReplyToClient(clientId: string) {
  const queryClient = useQueryClient();
  return useMemo(
    () => async (body: string) => {
      const result = await sendClientMessage(clientId, body, { demoFallback: false });
      if (result.success) {
        void queryClient.invalidateQueries({ queryKey: clientKeys.messages(clientId) });
      }
      return result;
    },
    [clientId, queryClient],
  );
}
