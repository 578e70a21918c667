import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import sharp from 'sharp'
import { describe, expect, it } from 'vitest'

import { CARD } from '@/lib/notifications/card-address'
import { drawWords, shareCard } from '@/lib/notifications/share-card'

/**
 * The share card's picture: its size, and its Malayalam shaped as print shapes it (ക്ഷേ and ന്റെ as
 * conjuncts), compared with a reference drawn and checked by eye when the card was made.
 */
const TITLE = 'ക്ഷേമം സ്കൂളിന്റെ'
// The same letters with a zero-width non-joiner after each virama: what an unshaped rendering shows.
const UNSHAPED = 'ക്‌ഷേമം സ്‌കൂളിന്‌റെ'
const REFERENCE = path.join(__dirname, '../fixtures/share-card/ksheme-schoolinte.png')

/**
 * The share of pixels whose ink differs by more than a quarter, softened first so that a shift of
 * a pixel's fraction (anti-aliasing, hinting) counts for nothing: the shapes.
 * Pictures a pixel or two apart in size (hinting differs with the machine's font settings) are
 * compared over what they share; more than that is a different drawing.
 */
async function difference(a: Buffer, b: Buffer) {
  const [x, y] = await Promise.all([a, b].map((png) => sharp(png).metadata()))
  const width = Math.min(x.width, y.width)
  const height = Math.min(x.height, y.height)
  if (Math.max(x.width, y.width) - width > 2 || Math.max(x.height, y.height) - height > 2) return 1
  const ink = (png: Buffer) =>
    sharp(png)
      .ensureAlpha()
      .extract({ left: 0, top: 0, width, height })
      .extractChannel('alpha')
      .blur(1.5)
      .raw()
      .toBuffer()
  const [p, q] = await Promise.all([ink(a), ink(b)])
  let differing = 0
  for (let i = 0; i < p.length; i++) if (Math.abs(p[i] - q[i]) > 64) differing++
  return differing / p.length
}

describe('a share card', () => {
  it('is a 1200×630 PNG', async () => {
    const png = await shareCard({
      kind: 'സർക്കുലർ',
      title: 'വാർഷികാഘോഷം ഡിസംബർ 20-ന്',
      lines: ['2026 ഡിസംബർ 1, ചൊവ്വ', 'V ക്ലാസിന്'],
      school: 'Jyothi Rani School',
      url: 'https://school.example/ml/Circulars?id=12',
    })
    expect(await sharp(png).metadata()).toMatchObject({ format: 'png', ...CARD })
  })

  it('draws Malayalam shaped, as the reference does, and unlike the letters drawn apart', async () => {
    const drawn = await drawWords({ text: TITLE, size: 60, bold: true, width: 800 })
    if (process.env.UPDATE_SHARE_CARD_REFERENCE) fs.writeFileSync(REFERENCE, drawn.input)
    expect(await difference(drawn.input, fs.readFileSync(REFERENCE))).toBeLessThan(0.01)
    const apart = await drawWords({ text: UNSHAPED, size: 60, bold: true, width: 800 })
    // The conjuncts are narrower than the letters with their viramas shown.
    expect(apart.width).toBeGreaterThan(drawn.width + 30)
  })

  it('draws with its own font only: the same picture where the machine has no fonts at all', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'no-fonts-'))
    const config = path.join(dir, 'fonts.conf')
    fs.writeFileSync(config, `<?xml version="1.0"?><fontconfig><cachedir>${dir}</cachedir></fontconfig>`)
    const script = `import('sharp').then(async ({ default: sharp }) => {
      const { drawWords } = await import(${JSON.stringify(path.resolve('src/lib/notifications/share-card.ts'))})
      const drawn = await drawWords({ text: ${JSON.stringify(TITLE)}, size: 60, bold: true, width: 800 })
      process.stdout.write(drawn.input.toString('base64'))
    })`
    const out = execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      env: { ...process.env, FONTCONFIG_FILE: config },
      encoding: 'utf8',
    })
    fs.rmSync(dir, { recursive: true, force: true })
    expect(await difference(Buffer.from(out, 'base64'), fs.readFileSync(REFERENCE))).toBeLessThan(0.01)
  })
})
