import { type ApiFailure, useDemoModeStore } from '@atelier/shared';
import type { FileProblem } from './file-checks';

export type UploadProblem = FileProblem | 'duplicate' | 'network' | 'demo';

/**
 * What the client reads when an upload is refused, as a key of `files.problems.*`: storage's
 * 413 and 415 say the same as the checks made before sending; a name already taken is asked
 * to be renamed (nothing is ever replaced). Null: the server's own sentence is shown.
 */
const PROBLEM_BY_CODE: Record<string, UploadProblem> = {
  EntityTooLarge: 'tooLarge',
  InvalidMimeType: 'type',
  Duplicate: 'duplicate',
  NETWORK_ERROR: 'network',
  DEMO_READ_ONLY: 'demo',
};

export function uploadProblem(failure: Pick<ApiFailure, 'code'>): UploadProblem | null {
  return PROBLEM_BY_CODE[failure.code] ?? null;
}

/** Storage has no demo stand-in: in demo mode a file is refused before it is sent. */
export const DEMO_UPLOAD_REFUSED: ApiFailure = {
  success: false,
  code: 'DEMO_READ_ONLY',
  error: 'Not available in demo mode: files cannot be shared while the server is unreachable',
};

export const isDemoMode = () => useDemoModeStore.getState().reason !== null;
