import type { Metadata } from 'next'

import { getSchool, requireSchool } from '@/lib/school'

export async function generateMetadata(): Promise<Metadata> {
  const school = await getSchool()
  return { title: school ? `${school.name}, ${school.town}` : 'School not found' }
}

export default async function HomePage() {
  const school = await requireSchool()
  return (
    <main id="main">
      <section className="bg-gradient-to-br from-brand to-brand-dark px-4 py-16 text-center text-white">
        <h1 className="text-3xl font-bold md:text-5xl">{school.name}</h1>
        <p className="mt-3 text-lg">
          {school.town}, {school.address?.state}
        </p>
        {school.foundedYear && <p className="mt-1 text-lg">Founded in {school.foundedYear}</p>}
      </section>
    </main>
  )
}
