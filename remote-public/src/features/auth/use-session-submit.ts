import { callFunction, isAdminRole, useAuthStore } from '@atelier/shared';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useSubmission } from '../../common/use-submission';
import { isSessionAnswer, type SessionAnswer } from './auth-result';
import { postSignInPath } from './post-sign-in';

/**
 * Calls `login` or `register`; on success stores the session and leaves for the page the
 * user came for (or their home area). Returns the server's field errors on failure.
 */
export function useSessionSubmit(action: 'login' | 'register') {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const submission = useSubmission();
  const redirect = params.get('redirect');

  async function submit(
    payload: Record<string, unknown>,
  ): Promise<Record<string, string> | undefined> {
    const result = await submission.run(() =>
      callFunction<Partial<SessionAnswer>>('user-authentication', action, payload, {
        demoFallback: false,
      }),
    );
    if (!result) return undefined;
    if (!result.success) return result.fields;
    if (!isSessionAnswer(result)) {
      submission.fail({ key: 'errors.generic' });
      return undefined;
    }
    useAuthStore.getState().signIn(result.user, result.token);
    await navigate(postSignInPath(isAdminRole(result.user.role), redirect), { replace: true });
    return undefined;
  }

  const withRedirect = (path: string) =>
    redirect ? `${path}?${new URLSearchParams({ redirect })}` : path;

  return { submit, isPending: submission.isPending, failure: submission.failure, withRedirect };
}
