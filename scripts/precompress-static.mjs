#!/usr/bin/env node
// @ts-check
/**
 * Compresses the build's scripts and stylesheets once (Brotli and gzip copies beside each file),
 * for scripts/server.mjs to send as they are. `npm run build` and scripts/ensure-build.mjs run it
 * after `next build`; a build without the copies is still served, compressed on each request.
 */
import path from 'node:path'

import { precompressStatic } from '../src/lib/server/static-assets.mjs'

const root = path.resolve(import.meta.dirname, '..')

export async function precompressBuild() {
  const started = Date.now()
  const totals = await precompressStatic(path.join(root, '.next', 'static'))
  const kb = (/** @type {number} */ bytes) => `${Math.round(bytes / 1024)} KB`
  console.log(
    `[build] ${totals.files} files compressed in ${((Date.now() - started) / 1000).toFixed(1)} s: ` +
      `${kb(totals.bytes)}, Brotli ${kb(totals.br)}, gzip ${kb(totals.gzip)}`,
  )
}

if (import.meta.url === `file://${process.argv[1]}`) await precompressBuild()
