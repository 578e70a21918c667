import type { Brand } from './brand-school'

/** The school's logo, or its initials on its colour when it has none. Decorative beside its name. */
export function SchoolMark({ brand, size }: { brand: Brand; size: number }) {
  if (brand.logoUrl)
    // eslint-disable-next-line @next/next/no-img-element -- a small admin mark; next/image adds nothing here
    return <img src={brand.logoUrl} alt="" width={size} height={size} style={{ objectFit: 'contain' }} />
  return (
    <span
      aria-hidden="true"
      style={{
        display: 'inline-grid',
        placeItems: 'center',
        width: size,
        height: size,
        borderRadius: '50%',
        background: brand.colour,
        color: '#fff',
        fontWeight: 700,
        fontSize: size * (brand.initials.length > 2 ? 0.32 : 0.4),
      }}
    >
      {brand.initials}
    </span>
  )
}
