import {
  type ApiResult,
  CLIENT_FILES_BUCKET,
  getPortalFiles,
  getPortalProjects,
  type PortalFile,
  registerPortalFile,
  uploadToStorage,
} from '@atelier/shared';
import { portalKeys, recordWriter, useApiQuery } from '@atelier/shared/query';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { portalDemoReady } from '../account/portal-demo';
import { usePortalMessages } from '../messages/use-messages';
import { folderOfPath, storageFileName } from './file-checks';
import { DEMO_UPLOAD_REFUSED, isDemoMode } from './upload-failure';

export function usePortalFiles(projectId: string | null) {
  return useApiQuery(portalKeys.files(projectId), async (signal) => {
    await portalDemoReady;
    return await getPortalFiles(projectId ?? undefined, { signal });
  });
}

/** The client's projects, to filter by and to file an upload under. */
export function usePortalProjectChoices() {
  return useApiQuery(portalKeys.projects(), async (signal) => {
    await portalDemoReady;
    return await getPortalProjects({ signal });
  });
}

/**
 * The client's folder in `client-files` (`<client id>/`), read from what the portal already
 * lists: any file's path, else any message's `client_id`. Null while neither says (a client
 * with no file and no message yet): the portal's answers carry no other client id.
 */
export function useClientFolder(): string | null {
  const files = usePortalFiles(null);
  const messages = usePortalMessages(null);
  const path = files.data?.files[0]?.path;
  return (path ? folderOfPath(path) : null) ?? messages.data?.messages[0]?.client_id ?? null;
}

/**
 * Uploads a file into the client's folder, then registers it (with its project) so both sides
 * list it. Storage's refusals keep its codes (`EntityTooLarge`, `InvalidMimeType`, `Duplicate`).
 */
export function useUploadClientFile() {
  const queryClient = useQueryClient();
  return useCallback(
    async (
      folder: string,
      file: File,
      projectId: string | null,
    ): Promise<ApiResult<{ file: PortalFile }>> => {
      if (isDemoMode()) return DEMO_UPLOAD_REFUSED;
      const path = `${folder}/${storageFileName(file.name)}`;
      const uploaded = await uploadToStorage(CLIENT_FILES_BUCKET, path, file);
      if (!uploaded.success) return uploaded;
      const write = recordWriter(queryClient, 'portal');
      return await write(() =>
        registerPortalFile({ path, ...(projectId ? { project_id: projectId } : {}) }),
      );
    },
    [queryClient],
  );
}
