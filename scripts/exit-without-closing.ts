/**
 * Ends a command with its status once its work is done, without Payload's destroy(). Closing
 * loads modules on demand, and Node 20 loses tsx's module loader now and then on such a late
 * load (scripts/run-tsx.mjs): the command then ended with exit code 13 after its work was done,
 * and run-tsx ran it again (CI saw `npm run restore` restore twice). Nothing needs the close:
 * SQLite's committed writes are in its file and journal, and PostgreSQL ends the connections of
 * a process that exits.
 */
export function exitWithoutClosing(code?: number): never {
  process.exit(code ?? process.exitCode ?? 0)
}
