import http from 'node:http'

/**
 * One GET on this machine with the Host header a school is served by (fetch may not set Host):
 * the answer's status, headers and bytes, and how long it took.
 */
export function getByHost(
  port: number,
  host: string,
  url: string,
  headers: http.OutgoingHttpHeaders = {},
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer; ms: number }> {
  const started = performance.now()
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: url, headers: { ...headers, host } }, (res) => {
        const chunks: Buffer[] = []
        res.on('data', (c: Buffer) => chunks.push(c))
        res.on('end', () =>
          resolve({
            status: res.statusCode!,
            headers: res.headers,
            body: Buffer.concat(chunks),
            ms: performance.now() - started,
          }),
        )
      })
      .on('error', reject)
  })
}

/** A request with a JSON body on this machine, with the Host header given: the status and parsed answer. */
export function sendJson(
  port: number,
  host: string,
  method: string,
  url: string,
  body: unknown,
  headers: http.OutgoingHttpHeaders = {},
): Promise<{ status: number; json: Record<string, unknown> }> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      { host: '127.0.0.1', port, path: url, method, headers: { ...headers, host, 'content-type': 'application/json' } },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (c: Buffer) => chunks.push(c))
        res.on('end', () => {
          let json: Record<string, unknown> = {}
          try {
            json = JSON.parse(Buffer.concat(chunks).toString())
          } catch {
            // not JSON: the status tells
          }
          resolve({ status: res.statusCode!, json })
        })
      },
    )
    request.on('error', reject)
    request.end(JSON.stringify(body))
  })
}

/** A staff member's sign-in on this machine: the cookie the admin then sends. */
export async function signIn(port: number, email: string, password: string): Promise<string> {
  const { status, json } = await sendJson(port, `127.0.0.1:${port}`, 'POST', '/cms-api/users/login', {
    email,
    password,
  })
  if (status === 200 && typeof json.token === 'string') return `payload-token=${json.token}`
  throw new Error(`sign-in of ${email} answered ${status}`)
}
