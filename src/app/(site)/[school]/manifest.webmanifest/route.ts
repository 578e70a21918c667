import { brandColour } from '@/lib/site/school-icon'
import { siteFile } from '@/lib/site/site-files'

/** What a phone needs to put the school's site on its home screen: name, colour, icons. */
export const GET = siteFile('application/manifest+json', (school) =>
  JSON.stringify({
    name: school.name,
    short_name: school.name.length > 12 ? school.code : school.name,
    start_url: '/',
    display: 'standalone',
    background_color: '#ffffff',
    theme_color: brandColour(school),
    icons: [
      { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    ],
  }),
)
