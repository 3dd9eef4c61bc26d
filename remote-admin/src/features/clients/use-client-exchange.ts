import { getRuntimeConfig } from '@atelier/shared';
import { getClientFiles, getClientMessages, sendClientMessage } from '@atelier/shared/api';
import { clientKeys, useApiQuery } from '@atelier/shared/query';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { NO_DEMO } from '../../common/record-write';

/**
 * What a client exchanges with the agency in their portal (docs/portal.md, admin side): under
 * the client's own key, so any write to clients reloads them too.
 */
const exchangeKeys = {
  messages: (clientId: string) => [...clientKeys.detail(clientId), 'messages'] as const,
  files: (clientId: string) => [...clientKeys.detail(clientId), 'files'] as const,
};

export function useClientMessages(clientId: string) {
  return useApiQuery(exchangeKeys.messages(clientId), (signal) =>
    getClientMessages(clientId, { signal }),
  );
}

export function useClientFiles(clientId: string) {
  return useApiQuery(exchangeKeys.files(clientId), (signal) =>
    getClientFiles(clientId, { signal }),
  );
}

/** Answers the client; the conversation loads again once the server took the message. */
export function useReplyToClient(clientId: string) {
  const queryClient = useQueryClient();
  return useMemo(
    () => async (body: string) => {
      const result = await sendClientMessage(clientId, body, NO_DEMO);
      if (result.success) {
        void queryClient.invalidateQueries({ queryKey: exchangeKeys.messages(clientId) });
      }
      return result;
    },
    [clientId, queryClient],
  );
}

/** Where a signed URL (relative to the backend) downloads its file, saved rather than opened. */
export const downloadHref = (url: string) =>
  `${getRuntimeConfig().backendUrl}${url}${url.includes('?') ? '&' : '?'}download`;
