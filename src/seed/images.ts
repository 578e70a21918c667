import type { Payload } from 'payload'

import { limitedSharp } from '../lib/files/limited-sharp'

const PALETTES = [
  ['#1d3f72', '#3f7cc4'],
  ['#7a1f2b', '#c8102e'],
  ['#1f5f3f', '#4caf7a'],
  ['#5b3a8c', '#9a6fd1'],
  ['#8a5a00', '#e0a526'],
  ['#0f5e6e', '#31a8bd'],
]

const escapeXml = (s: string) => s.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`)

/** Words in lines of about `chars` characters, a longer word on a line of its own. */
function wrapWords(text: string, chars: number): string[] {
  const lines: string[] = []
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const last = lines.length - 1
    if (last >= 0 && lines[last].length + 1 + word.length <= chars) lines[last] += ` ${word}`
    else lines.push(word)
  }
  return lines.length ? lines : ['']
}

/**
 * A labelled sample picture drawn at seed time, so demo content needs no image files in the
 * repository and no download. Staff replace these with real photographs.
 * The label stays inside a safe middle: at most 80 % of the width and no wider than 95 % of the
 * height, so a picture cropped to a square (a birthday card) or to 4:3 still shows it whole. Long
 * labels wrap rather than shrink.
 */
export async function samplePicture(label: string, index: number, width = 1200, height = 800): Promise<Buffer> {
  const [from, to] = PALETTES[index % PALETTES.length]
  const lines = wrapWords(label, 16)
  const longest = Math.max(4, ...lines.map((line) => line.length))
  const safeWidth = Math.min(width * 0.8, height * 0.95)
  // DejaVu Sans Bold's letters are up to about 0.7 of the font size across (w, m, n).
  const size = Math.round(Math.min(safeWidth / (longest * 0.7), height / (2 + 2 * lines.length)))
  const firstY = height / 2 - ((lines.length - 1) * size * 1.2) / 2
  const tspans = lines
    .map((line, i) => `<tspan x="50%" y="${Math.round(firstY + i * size * 1.2)}">${escapeXml(line)}</tspan>`)
    .join('')
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>
    <circle cx="${width * 0.82}" cy="${height * 0.25}" r="${height * 0.18}" fill="#ffffff" fill-opacity="0.12"/>
    <text font-family="DejaVu Sans, sans-serif" font-size="${size}" font-weight="bold" fill="#ffffff" text-anchor="middle" dominant-baseline="middle">${tspans}</text>
    <text x="50%" y="${height - 40}" font-family="DejaVu Sans, sans-serif" font-size="${Math.round(height / 30)}" fill="#ffffff" fill-opacity="0.8" text-anchor="middle">Sample picture</text>
  </svg>`
  return limitedSharp(Buffer.from(svg)).jpeg({ quality: 80 }).toBuffer()
}

/** A one-page PDF stating what the document is, standing in until the office uploads the signed copy. */
export function samplePdf(title: string, lines: string[]): Buffer {
  const escapePdf = (s: string) => s.replace(/[\\()]/g, (c) => `\\${c}`).replace(/[^\x20-\x7e]/g, '-')
  const content = [
    'BT /F1 20 Tf 72 760 Td',
    `(${escapePdf(title)}) Tj`,
    '/F1 12 Tf',
    ...lines.map((line) => `0 -24 Td (${escapePdf(line)}) Tj`),
    'ET',
  ].join('\n')
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(content)} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ]
  let pdf = '%PDF-1.4\n'
  const offsets: number[] = []
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(pdf))
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`
  })
  const xref = Buffer.byteLength(pdf)
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`
  pdf += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  return Buffer.from(pdf)
}

const slugify = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60)

export async function uploadPicture(
  payload: Payload,
  school: number,
  label: string,
  index: number,
  opts: { demo?: boolean; width?: number; height?: number } = {},
): Promise<number> {
  const data = await samplePicture(label, index, opts.width, opts.height)
  const doc = await payload.create({
    collection: 'media',
    data: { alt: label, school, demo: opts.demo ?? false },
    file: { data, mimetype: 'image/jpeg', name: `${slugify(label)}.jpg`, size: data.length },
  })
  return doc.id
}

export async function uploadPdf(
  payload: Payload,
  school: number,
  title: string,
  lines: string[],
  opts: { demo?: boolean } = {},
): Promise<number> {
  const data = samplePdf(title, lines)
  const doc = await payload.create({
    collection: 'media',
    data: { alt: title, school, demo: opts.demo ?? false },
    file: { data, mimetype: 'application/pdf', name: `${slugify(title)}.pdf`, size: data.length },
  })
  return doc.id
}
