import type { ApiFailure } from '@atelier/shared';
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
