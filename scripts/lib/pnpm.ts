/**
 * How to run pnpm from a script: the pnpm that started us (`npm_execpath`) when there is one,
 * so `npx -y pnpm@10 start` works on a machine without a global pnpm.
 */
export function pnpmCommand(args: string[]): [string, string[]] {
  const execPath = process.env.npm_execpath;
  if (execPath && /pnpm/.test(execPath)) {
    return execPath.endsWith('.cjs') || execPath.endsWith('.js')
      ? [process.execPath, [execPath, ...args]]
      : [execPath, args];
  }
  return ['pnpm', args];
}
