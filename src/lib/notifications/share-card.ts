import path from 'node:path'

import QRCode from 'qrcode'
import sharp, { type OverlayOptions } from 'sharp'

import { CARD } from './card-address'

/*
 * A record's share card: the 1200×630 picture WhatsApp, Facebook and others show with its link
 * (its og:image). Its words go through sharp's text, that is Pango and HarfBuzz, which shape
 * Malayalam (ക്ഷേ, ന്റെ) as print does; satori, behind next/og, does not (decision 0061). The font
 * is the self-hosted Noto Sans Malayalam as TrueType, which has Latin letters too, so a card's
 * Malayalam and English never depend on the fonts of the machine it is drawn on.
 */

const FONT_DIR = path.join(
  /* turbopackIgnore: true */ process.cwd(),
  'node_modules/@expo-google-fonts/noto-sans-malayalam',
)
export const CARD_FONTS = {
  bold: path.join(FONT_DIR, '700Bold/NotoSansMalayalam_700Bold.ttf'),
  regular: path.join(FONT_DIR, '400Regular/NotoSansMalayalam_400Regular.ttf'),
} as const

const BRAND = '#1d3f72'
const INK = '#0f172a'
const MUTED = '#475569'
const MARGIN = 64
const QR_SIZE = 260
/** The words' column: the card less its margins and the QR code's. */
const TEXT_WIDTH = CARD.width - 3 * MARGIN - QR_SIZE

/** Pango markup's escapes: what a title may hold is text, never markup. */
const escape = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] as string,
  )

type Words = { text: string; size: number; bold?: boolean; color?: string; width?: number }

/** One block of words as a transparent picture, wrapped at `width`. */
export async function drawWords({ text, size, bold = false, color = INK, width = TEXT_WIDTH }: Words) {
  const { data, info } = await sharp({
    text: {
      text: `<span foreground="${color}">${escape(text)}</span>`,
      fontfile: bold ? CARD_FONTS.bold : CARD_FONTS.regular,
      font: `Noto Sans Malayalam ${bold ? 'Bold' : 'Regular'} ${size}`,
      width,
      wrap: 'word-char',
      dpi: 72,
      rgba: true,
    },
  })
    .png()
    .toBuffer({ resolveWithObject: true })
  return { input: data, width: info.width, height: info.height }
}

/** The title at the largest size that fits three lines, else cut with an ellipsis at the smallest. */
async function titleWords(title: string) {
  const limit = 3 * 1.45
  for (const size of [64, 56, 48]) {
    const drawn = await drawWords({ text: title, size, bold: true })
    if (drawn.height <= size * limit) return drawn
  }
  let cut = title
  let drawn = await drawWords({ text: cut, size: 48, bold: true })
  while (drawn.height > 48 * limit && cut.length > 10) {
    cut = cut.slice(0, Math.floor(cut.length * 0.85)).replace(/\s+\S*$/, '')
    drawn = await drawWords({ text: `${cut}…`, size: 48, bold: true })
  }
  return drawn
}

export type CardContent = {
  /** What the record is, in the card's language: "Circular", "സർക്കുലർ". */
  kind: string
  title: string
  /** Its date in words, and for a circular its classes. */
  lines: string[]
  school: string
  /** The record's address: in the QR code, and written short under the school's name. */
  url: string
}

/** The card as PNG bytes. */
export async function shareCard(content: CardContent): Promise<Buffer> {
  const [kind, title, lines, school, address, qr] = await Promise.all([
    drawWords({ text: content.kind.toUpperCase(), size: 30, bold: true, color: BRAND }),
    titleWords(content.title),
    content.lines.length ? drawWords({ text: content.lines.join('\n'), size: 32, color: MUTED }) : null,
    drawWords({ text: content.school, size: 32, bold: true, color: '#ffffff', width: CARD.width - 2 * MARGIN }),
    drawWords({
      text: content.url.replace(/^https?:\/\//, ''),
      size: 24,
      color: '#dbe4f0',
      width: CARD.width - 2 * MARGIN,
    }),
    QRCode.toBuffer(content.url, {
      type: 'png',
      width: QR_SIZE,
      margin: 1,
      errorCorrectionLevel: 'M',
      color: { dark: INK, light: '#ffffff' },
    }),
  ])
  const footer = 150
  const layers: OverlayOptions[] = []
  let top = MARGIN
  layers.push({ input: kind.input, left: MARGIN, top })
  top += kind.height + 20
  layers.push({ input: title.input, left: MARGIN, top })
  top += title.height + 24
  if (lines && top + lines.height <= CARD.height - footer - 16) layers.push({ input: lines.input, left: MARGIN, top })
  layers.push({ input: qr, left: CARD.width - MARGIN - QR_SIZE, top: MARGIN })
  const band = await sharp({
    create: { width: CARD.width, height: footer, channels: 4, background: BRAND },
  })
    .png()
    .toBuffer()
  layers.push({ input: band, left: 0, top: CARD.height - footer })
  layers.push({ input: school.input, left: MARGIN, top: CARD.height - footer + 32 })
  layers.push({ input: address.input, left: MARGIN, top: CARD.height - footer + 40 + school.height })
  return sharp({ create: { width: CARD.width, height: CARD.height, channels: 3, background: '#ffffff' } })
    .composite(layers)
    .png({ compressionLevel: 9, palette: true })
    .toBuffer()
}
