import http from 'node:http'

/**
 * One GET on this machine with the Host header a school is served by (fetch may not set Host):
 * the answer's status, headers and bytes, and how long it took.
 */
export function getByHost(
  port: number,
  host: string,
  url: string,
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer; ms: number }> {
  const started = performance.now()
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: url, headers: { host } }, (res) => {
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
