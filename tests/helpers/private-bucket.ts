import http from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * s3rver serves every object to anyone. This front before it answers an unsigned request as S3
 * does for a private bucket: only objects written with a public ACL (x-amz-acl public-read…,
 * x-amz-grant-read of AllUsers) are readable without signing; `setPublic(true)` lets everything
 * through, as a bucket with a public-read policy would. Signed requests pass unchanged.
 */
export async function startPrivateFront(s3Endpoint: string) {
  const port = Number(new URL(s3Endpoint).port)
  const publicKeys = new Set<string>()
  let everything = false
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x')
    const key = decodeURIComponent(url.pathname.split('/').slice(2).join('/'))
    const signed = 'authorization' in req.headers || url.searchParams.has('X-Amz-Algorithm')
    if (req.method === 'PUT' && signed) {
      const acl = String(req.headers['x-amz-acl'] ?? '')
      const grant = String(req.headers['x-amz-grant-read'] ?? '')
      if (acl.startsWith('public-read') || grant.includes('AllUsers')) publicKeys.add(key)
      else publicKeys.delete(key)
    }
    if (!signed && !everything && !publicKeys.has(key)) {
      res.writeHead(403, { 'Content-Type': 'application/xml' }).end('<Error><Code>AccessDenied</Code></Error>')
      return
    }
    const forward = http.request(
      { host: '127.0.0.1', port, method: req.method, path: req.url, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers)
        answer.pipe(res)
      },
    )
    forward.on('error', () => res.destroy())
    req.pipe(forward)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    setPublic: (value: boolean) => void (everything = value),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
