import { type ApiFailure, failureText } from '@atelier/shared';
import type { FileProblem } from './file-checks';

export type UploadProblem = FileProblem | 'duplicate' | 'network' | 'demo';

/**
 * What the client reads when an upload is refused, as a key of `files.problems.*`: storage's
 * 413 and 415 say the same as the checks made before sending; a name already taken is asked
 * to be renamed (nothing is ever replaced). Null: the shared wording says it (`uploadRefusalText`).
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

/** Storage's other codes as the API's, whose sentences the shared `errors` namespace has. */
const API_CODE_OF_STORAGE: Record<string, string> = {
  TooManyRequests: 'RATE_LIMITED',
  Unauthorized: 'UNAUTHORIZED',
  InvalidJWT: 'INVALID_TOKEN',
  AccessDenied: 'FORBIDDEN',
  NoSuchKey: 'NOT_FOUND',
  NotFound: 'NOT_FOUND',
};

/**
 * What the client reads when an upload is refused, in their language: the problem's sentence
 * (`files.problems.*`, through `t`), else the shared wording of the failure's code and reason
 * (registering the file is a function call) — never the server's English sentence.
 */
export function uploadRefusalText(
  t: (key: string) => string,
  failure: Pick<ApiFailure, 'code' | 'error' | 'reason' | 'params'>,
): string {
  const known = uploadProblem(failure);
  if (known) return t(`files.problems.${known}`);
  const code = API_CODE_OF_STORAGE[failure.code] ?? failure.code;
  return failureText({ ...failure, code });
}

/** Storage has no demo stand-in: in demo mode a file is refused before it is sent. */
export const DEMO_UPLOAD_REFUSED: ApiFailure = {
  success: false,
  code: 'DEMO_READ_ONLY',
  error: 'Not available in demo mode: files cannot be shared while the server is unreachable',
};
