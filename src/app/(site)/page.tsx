import type { Metadata } from 'next'
import Image from 'next/image'
import { notFound } from 'next/navigation'

import type { Media } from '@/payload-types'
import { getSchool } from '@/lib/school'

// Rendered per request until the full site brings on-demand revalidation.
export const dynamic = 'force-dynamic'

export async function generateMetadata(): Promise<Metadata> {
  const school = await getSchool()
  return { title: school ? `${school.name}, ${school.town}` : 'School not found' }
}

export default async function HomePage() {
  const school = await getSchool()
  if (!school) notFound()
  const logo = typeof school.logo === 'object' ? (school.logo as Media | null) : null
  return (
    <main>
      <section className="home-hero">
        {logo?.url && <Image src={logo.url} alt={`${school.name} logo`} width={112} height={112} priority />}
        <h1>{school.name}</h1>
        <p>
          {school.town}, {school.address?.state}
        </p>
        {school.foundedYear && <p>Founded in {school.foundedYear}</p>}
      </section>
      {school.tagline && (
        <section className="home-intro">
          <p>{school.tagline}.</p>
        </section>
      )}
    </main>
  )
}
