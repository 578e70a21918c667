import { handleEndpoints, type Payload } from 'payload'

import type { StaffUser } from './payload'

/**
 * A request to the CMS API (/cms-api/…) as Payload's REST handler answers it, signed in as `user`
 * (staffUser's password), with a JSON body when one is given. `dataDir` is freshPayload's, which
 * names the Payload instance.
 */
export async function cmsApi(
  context: { payload: Payload; dataDir: string },
  user: StaffUser,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  path: string,
  body?: unknown,
): Promise<Response> {
  const { payload, dataDir } = context
  const { token } = await payload.login({
    collection: 'users',
    data: { email: user.email, password: 'Test-password-1' },
  })
  const headers: Record<string, string> = { Authorization: `JWT ${token}` }
  if (body !== undefined) headers['Content-Type'] = 'application/json'
  return handleEndpoints({
    config: payload.config,
    payloadInstanceCacheKey: dataDir,
    request: new Request(`http://localhost/cms-api${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    }),
  })
}
