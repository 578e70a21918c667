import type { Payload } from 'payload'

/**
 * Ends a command: closes Payload, then exits with the command's status. Payload's destroy() has
 * been seen never to settle once the work was done (`npm run restore` in CI); a top-level await
 * that never settles ends Node with exit code 13, which scripts/run-tsx.mjs takes for its module
 * loader's failure and runs the whole command again. So the wait is bounded, by a timer that keeps
 * the process alive until then.
 */
export async function exitAfter(payload: Payload, code?: number): Promise<never> {
  await Promise.race([payload.destroy().catch(() => {}), new Promise((resolve) => setTimeout(resolve, 5000))])
  process.exit(code ?? process.exitCode ?? 0)
}
