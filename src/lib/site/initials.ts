/** Up to `max` initials of a name ("St. Joseph's Higher Secondary School" → "SJH"), for drawn icons. */
export const initials = (name: string, max = 3) =>
  name
    .split(/[\s._@-]+/)
    .filter((w) => /^[A-Za-z]/.test(w))
    .slice(0, max)
    .map((w) => w[0].toUpperCase())
    .join('')
