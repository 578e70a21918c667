/** A POST of the second factor's endpoints (endpoints/second-factor.ts), with the server's message when refused. */
export async function postSecondFactor<T extends object>(
  action: 'code' | 'enrolment/confirm' | 'sign-out' | 'reset',
  body: Record<string, unknown>,
): Promise<({ ok: true } & T) | { ok: false; error: string }> {
  try {
    const res = await fetch(`/cms-api/second-factor/${action}`, {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    })
    const answer = (await res.json().catch(() => ({}))) as T & { error?: string }
    return res.ok
      ? { ...answer, ok: true }
      : { ok: false, error: answer.error ?? 'That did not work. Please try again.' }
  } catch {
    return { ok: false, error: 'The server could not be reached. Please try again.' }
  }
}
