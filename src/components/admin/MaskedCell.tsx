/** Aadhaar numbers in the inbox list show only their last four digits; the record shows them whole. */
export function maskAadhaar(value: unknown): string {
  const digits = String(value ?? '').replace(/\D/g, '')
  if (!digits) return ''
  return `XXXX XXXX ${digits.slice(-4)}`
}

export function MaskedCell({ cellData }: { cellData?: unknown }) {
  return <span>{maskAadhaar(cellData)}</span>
}
