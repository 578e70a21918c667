/**
 * Failures are logged by kind only. A database error's message carries the query's parameters
 * (a child's name, a phone or Aadhaar number), so neither the message nor the stack is printed.
 */
export function logFailure(context: string, error: unknown): void {
  const name = error instanceof Error ? error.name : typeof error
  type Coded = { code?: unknown; status?: unknown; cause?: { code?: unknown } }
  const { code, status, cause } = (error && typeof error === 'object' ? error : {}) as Coded
  // The database driver's code sits on the cause of the query error that wraps it.
  const detail = [code ?? cause?.code, status].filter((v) => typeof v === 'string' || typeof v === 'number').join(', ')
  console.error(`[${context}] failed: ${name}${detail ? ` (${detail})` : ''}`)
}
