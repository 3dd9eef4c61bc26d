/** The admin the bench scripts create on their throwaway database, and how they sign in. */
export const BENCH_ADMIN = { email: 'bench@example.com', password: 'bench-admin-password-123' };

export type BenchSession = {
  token: string;
  refreshToken: string;
  expiresAt: number;
  user: { id: string };
};

/** Signs the bench admin in through `user-authentication` on the backend at `port`. */
export async function signInBenchAdmin(port: number, publicKey: string): Promise<BenchSession> {
  const response = await fetch(`http://127.0.0.1:${port}/functions/v1/user-authentication`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      apikey: publicKey,
      Authorization: `Bearer ${publicKey}`,
    },
    body: JSON.stringify({ action: 'login', ...BENCH_ADMIN }),
  });
  const body = (await response.json()) as
    | ({ success: true } & BenchSession)
    | { success: false; error: string };
  if (!body.success) throw new Error(`The bench admin could not sign in: ${body.error}`);
  return body;
}
