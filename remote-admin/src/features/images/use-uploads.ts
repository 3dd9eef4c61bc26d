import type { ApiFailure } from '@atelier/shared';
import { MEDIA_LIMITS, MEDIA_UPLOAD_TYPES } from '@atelier/shared/contract';
import { useCallback, useState } from 'react';
import { registerImage, uploadPathFor, uploadWithProgress } from './api';
import { useImagesWrite } from './use-images';

export type UploadState = 'waiting' | 'uploading' | 'processing' | 'done' | 'failed';

/** One file of a drop or a pick, as the upload list shows it. */
export interface UploadEntry {
  key: string;
  name: string;
  /** 0..1 of the bytes sent. */
  progress: number;
  state: UploadState;
  /** Why it failed: a refusal before sending (`wrongType`, `tooLarge`) or the server's. */
  failure:
    | 'wrongType'
    | 'tooLarge'
    | Pick<ApiFailure, 'code' | 'error' | 'reason' | 'params'>
    | null;
}

/** Files sent and resized at the same time. */
const PARALLEL_UPLOADS = 2;

const isAcceptedType = (type: string): boolean =>
  (MEDIA_UPLOAD_TYPES as readonly string[]).includes(type);

/**
 * Sends each file to storage (its progress bar follows the bytes), then has the server make
 * its variants (`register_image`). Two files go at a time (each resize keeps a server core
 * busy for a moment), the others wait their turn; each fails on its own. The browser's idea of
 * the type only spares a pointless upload: the server sniffs the bytes. A registered image
 * shows in the grid as the library's lists are refreshed.
 */
export function useUploads() {
  const write = useImagesWrite();
  const [entries, setEntries] = useState<UploadEntry[]>([]);

  const change = useCallback((key: string, next: Partial<UploadEntry>) => {
    setEntries((all) => all.map((entry) => (entry.key === key ? { ...entry, ...next } : entry)));
  }, []);

  const uploadOne = useCallback(
    async (key: string, file: File) => {
      if (!isAcceptedType(file.type)) return change(key, { state: 'failed', failure: 'wrongType' });
      if (file.size > MEDIA_LIMITS.bytes)
        return change(key, { state: 'failed', failure: 'tooLarge' });
      change(key, { state: 'uploading' });
      const sent = await uploadWithProgress(uploadPathFor(file.name), file, (progress) =>
        change(key, { progress }),
      );
      if (!sent.success) return change(key, { state: 'failed', failure: sent });
      change(key, { state: 'processing', progress: 1 });
      const made = await write(() => registerImage(sent.path));
      if (!made.success) return change(key, { state: 'failed', failure: made });
      change(key, { state: 'done' });
    },
    [change, write],
  );

  const upload = useCallback(
    async (files: readonly File[]) => {
      const added = files.map((file) => ({ file, key: crypto.randomUUID() }));
      setEntries((all) => [
        ...added.map(({ file, key }) => ({
          key,
          name: file.name,
          progress: 0,
          state: 'waiting' as const,
          failure: null,
        })),
        ...all,
      ]);
      const waiting = [...added];
      const lane = async () => {
        for (let next = waiting.shift(); next; next = waiting.shift()) {
          await uploadOne(next.key, next.file);
        }
      };
      await Promise.all(Array.from({ length: PARALLEL_UPLOADS }, lane));
    },
    [uploadOne],
  );

  const clearFinished = useCallback(() => {
    setEntries((all) => all.filter((entry) => entry.state !== 'done' && entry.state !== 'failed'));
  }, []);

  return { entries, upload, clearFinished };
}
