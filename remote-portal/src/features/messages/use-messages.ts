import { type ApiResult, isDemoShown, type SentPortalMessage } from '@atelier/shared';
import { CLIENT_FILES_BUCKET, uploadToStorage } from '@atelier/shared/api';
import { sendPortalMessage } from '@atelier/shared/data/portal';
import { recordWriter } from '@atelier/shared/query';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { storageFileName } from '../files/file-checks';
import { DEMO_UPLOAD_REFUSED } from '../files/upload-failure';

export type OutgoingMessage = {
  body: string;
  projectId: string | null;
  attachment: File | null;
  /** The client's folder in client-files, needed only to attach a file. */
  folder: string | null;
};

/**
 * Sends a message; an attachment is uploaded to the client's folder first and named in the
 * message. Storage's refusals keep their codes, for the composer to say why.
 */
export function useSendMessage() {
  const queryClient = useQueryClient();
  return useCallback(
    async (message: OutgoingMessage): Promise<ApiResult<SentPortalMessage>> => {
      let attachmentPath: string | undefined;
      if (message.attachment && isDemoShown()) return DEMO_UPLOAD_REFUSED;
      if (message.attachment && message.folder) {
        attachmentPath = `${message.folder}/${storageFileName(message.attachment.name)}`;
        const uploaded = await uploadToStorage(
          CLIENT_FILES_BUCKET,
          attachmentPath,
          message.attachment,
        );
        if (!uploaded.success) return uploaded;
      }
      const write = recordWriter(queryClient, 'portal');
      return await write(() =>
        sendPortalMessage({
          body: message.body.trim(),
          ...(message.projectId ? { project_id: message.projectId } : {}),
          ...(attachmentPath ? { attachment_path: attachmentPath } : {}),
        }),
      );
    },
    [queryClient],
  );
}
