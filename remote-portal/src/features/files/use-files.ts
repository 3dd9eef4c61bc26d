import { type ApiResult, isDemoShown, type PortalFile } from '@atelier/shared';
import { CLIENT_FILES_BUCKET, uploadToStorage } from '@atelier/shared/api';
import { registerPortalFile, usePortalOverview } from '@atelier/shared/data/portal';
import { recordWriter } from '@atelier/shared/query';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { storageFileName } from './file-checks';
import { DEMO_UPLOAD_REFUSED } from './upload-failure';

/** The client's folder in `client-files` (`<client id>/`), as the overview names it. */
export function useClientFolder(): string | null {
  return usePortalOverview().data?.client.id ?? null;
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
      if (isDemoShown()) return DEMO_UPLOAD_REFUSED;
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
