import { execFileSync } from 'node:child_process'

export const root = new URL('../..', import.meta.url).pathname

/**
 * What the site's process runs and builds with: src/, the HTTP server's scripts and next.config.ts.
 * The other scripts are processes of their own (the hooks' document hands a function to the
 * inspector through globalThis; the benches set their own variables).
 */
export const SITE_PROCESS = [
  'src',
  'scripts/server.mjs',
  'scripts/request-handler.mjs',
  'scripts/start.mjs',
  'scripts/ensure-build.mjs',
  'next.config.ts',
]

/** `git grep` with these options over SITE_PROCESS (untracked files too): the lines it prints. */
export function grepSiteProcess(options: string[]): string[] {
  try {
    return execFileSync('git', ['grep', '--untracked', ...options, '--', ...SITE_PROCESS], {
      cwd: root,
      encoding: 'utf8',
    })
      .split('\n')
      .filter(Boolean)
  } catch (error) {
    // git grep answers 1 when nothing matches.
    if ((error as { status?: number }).status !== 1) throw error
    return []
  }
}
