import {
  type ApiResult,
  isAdminRole,
  postSignInPath,
  type Session,
  useAuthStore,
} from '@atelier/shared';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useSubmission } from '../../common/use-submission';

/**
 * Runs a sign-in or registration call; on success stores the session and leaves for the page
 * the user came for (or their home area). Returns the server's field errors on failure.
 */
export function useSessionSubmit() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const submission = useSubmission();
  const redirect = params.get('redirect');

  async function submit(
    call: () => Promise<ApiResult<{ session: Session }>>,
  ): Promise<Record<string, string> | undefined> {
    const result = await submission.run(call);
    if (!result) return undefined;
    if (!result.success) return result.fields;
    useAuthStore.getState().signIn(result.session);
    await navigate(postSignInPath(isAdminRole(result.session.user.role), redirect), {
      replace: true,
    });
    return undefined;
  }

  const withRedirect = (path: string) =>
    redirect ? `${path}?${new URLSearchParams({ redirect })}` : path;

  return { submit, isPending: submission.isPending, failure: submission.failure, withRedirect };
}
