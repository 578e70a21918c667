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

/** A staff member's sign-in on this machine: the cookie the admin then sends. */
export function signIn(port: number, email: string, password: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        path: '/cms-api/users/login',
        method: 'POST',
        headers: { 'content-type': 'application/json' },
      },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (c: Buffer) => chunks.push(c))
        res.on('end', () => {
          const { token } = JSON.parse(Buffer.concat(chunks).toString()) as { token?: string }
          if (res.statusCode === 200 && token) resolve(`payload-token=${token}`)
          else reject(new Error(`sign-in of ${email} answered ${res.statusCode}`))
        })
      },
    )
    request.on('error', reject)
    request.end(JSON.stringify({ email, password }))
  })
}
