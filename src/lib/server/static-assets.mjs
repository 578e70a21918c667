// @ts-check
/**
 * The build's own files (`/_next/static/…`: scripts, stylesheets, fonts), compressed once when the
 * site is built and sent from memory, the way nginx's `brotli_static` would. Next.js's server
 * compresses each script again on every request, with gzip only: a page's 150 KB of scripts cost
 * the single Node.js thread about 50 ms per visit (the home picture waited behind it) and Brotli
 * at its best quality sends a fifth fewer bytes. Plain JavaScript: scripts/server.mjs and the
 * build script run it without a build step.
 */
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { promisify } from 'node:util'
import zlib from 'node:zlib'

import { matches, pickEncoding } from './cached-answers.mjs'

export const STATIC_PREFIX = '/_next/static/'

/** @type {Record<string, string>} what each kind of file is sent as */
const CONTENT_TYPES = {
  '.js': 'application/javascript; charset=UTF-8',
  '.css': 'text/css; charset=UTF-8',
  '.json': 'application/json; charset=UTF-8',
  '.txt': 'text/plain; charset=UTF-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
}

/** Text worth compressing; pictures and fonts are compressed already. */
const COMPRESSIBLE = new Set(['.js', '.css', '.json', '.txt', '.svg'])

/** The compressed copies, written beside each file. */
const VARIANTS = /** @type {const} */ ({ br: '.br', gzip: '.gz' })

const brotli = promisify(zlib.brotliCompress)
const gzip = promisify(zlib.gzip)

/** @param {string} dir @returns {string[]} every file under dir */
function filesUnder(dir) {
  if (!fs.existsSync(dir)) return []
  return fs.readdirSync(dir, { recursive: true, withFileTypes: true }).flatMap((entry) => {
    if (!entry.isFile()) return []
    return [path.join(entry.parentPath, entry.name)]
  })
}

/**
 * Writes a Brotli (best quality) and a gzip (level 9) copy beside each text file of the build,
 * kept only when smaller than the file. Run once after `next build`.
 * @param {string} staticDir the build's `.next/static`
 * @returns {Promise<{ files: number, bytes: number, br: number, gzip: number }>}
 */
export async function precompressStatic(staticDir) {
  const files = filesUnder(staticDir).filter((file) => COMPRESSIBLE.has(path.extname(file)))
  const totals = { files: files.length, bytes: 0, br: 0, gzip: 0 }
  // zlib's asynchronous calls run on libuv's threads, so every core works on the build's files.
  await Promise.all(
    files.map(async (file) => {
      const body = await fs.promises.readFile(file)
      const [br, gz] = await Promise.all([
        brotli(body, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
          },
        }),
        gzip(body, { level: 9 }),
      ])
      totals.bytes += body.length
      for (const [encoding, bytes] of /** @type {const} */ ([
        ['br', br],
        ['gzip', gz],
      ])) {
        if (bytes.length >= body.length) continue
        await fs.promises.writeFile(file + VARIANTS[encoding], bytes)
        totals[encoding] += bytes.length
      }
    }),
  )
  return totals
}

/**
 * @typedef {{ file: string, type: string, etag: string, modified: string,
 *   bodies: Partial<Record<'identity' | 'br' | 'gzip', Buffer>> }} Asset
 */

export class StaticAssets {
  /** @param {string} staticDir the build's `.next/static` */
  constructor(staticDir) {
    /** @type {Map<string, Asset>} addresses known at start; anything else goes to Next.js */
    this.assets = new Map()
    for (const file of filesUnder(staticDir)) {
      const type = CONTENT_TYPES[path.extname(file)]
      if (!type) continue
      const stat = fs.statSync(file)
      const address = STATIC_PREFIX + path.relative(staticDir, file).split(path.sep).join('/')
      const etag = createHash('sha1').update(`${address}:${stat.size}:${stat.mtimeMs}`).digest('base64url').slice(0, 16)
      this.assets.set(address, { file, type, etag, modified: stat.mtime.toUTCString(), bodies: {} })
    }
  }

  /**
   * The bytes of an asset in an encoding, read once; null when the build has no such copy.
   * @param {Asset} asset @param {'identity' | 'br' | 'gzip'} encoding
   */
  body(asset, encoding) {
    if (!(encoding in asset.bodies)) {
      const file = encoding === 'identity' ? asset.file : asset.file + VARIANTS[encoding]
      asset.bodies[encoding] = fs.existsSync(file) ? fs.readFileSync(file) : undefined
    }
    return asset.bodies[encoding] ?? null
  }

  /**
   * Answers a GET or HEAD for a file of the build; false when it is not one (Next.js answers).
   * @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res
   * @param {string} pathname
   */
  serve(req, res, pathname) {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false
    const asset = this.assets.get(pathname)
    if (!asset) return false
    const wanted = pickEncoding(/** @type {string | undefined} */ (req.headers['accept-encoding']))
    // Brotli is never larger than gzip, so a file without a Brotli copy has no gzip copy either.
    let encoding = /** @type {'identity' | 'br' | 'gzip'} */ (wanted ?? 'identity')
    let body = this.body(asset, encoding)
    if (!body) {
      encoding = 'identity'
      body = this.body(asset, encoding)
    }
    if (!body) return false
    const etag = `"${asset.etag}-${encoding}"`
    /** @type {Record<string, string>} */
    const headers = {
      'Content-Type': asset.type,
      // Each name carries a hash of its content: a new build sends new names.
      'Cache-Control': 'public, max-age=31536000, immutable',
      'Last-Modified': asset.modified,
      ETag: etag,
      Vary: 'Accept-Encoding',
    }
    if (matches(/** @type {string | undefined} */ (req.headers['if-none-match']), etag)) {
      res.writeHead(304, headers)
      res.end()
      return true
    }
    if (encoding !== 'identity') headers['Content-Encoding'] = encoding
    headers['Content-Length'] = String(body.length)
    res.writeHead(200, headers)
    res.end(req.method === 'HEAD' ? undefined : body)
    return true
  }
}
