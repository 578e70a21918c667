import type { Payload } from 'payload'

import { richText } from '@/lib/content/richtext'

import { uploadPdf, uploadPicture } from './images'

/**
 * Sample content so a new installation shows a lively site at once. Every record carries
 * demo = true (Media files too), so staff can filter the samples (fields/school.ts DEMO_LABEL) in /admin and delete the lot.
 */

const day = (year: number, month: number, date: number) =>
  new Date(Date.UTC(year, month - 1, date, 4, 30)).toISOString()

/** A sample gallery's description. */
export const galleryDescription = (title: string) => `Photographs of ${title.toLowerCase()} at the school.`

/** The sample content's English (malayalam.ts's DEMO_ML has its Malayalam, in the same order). */
export const DEMO = {
  news: [
    ['Annual Day celebrations', 'Students presented dances, a play and the school choir to a full hall of parents.'],
    ['Science exhibition winners', 'Our students won three prizes at the district science exhibition.'],
    ['Parent-teacher meeting', 'The first-term parent-teacher meeting will be held class-wise in the school hall.'],
    ['Independence Day', 'The school celebrated Independence Day with the flag hoisting and a patriotic programme.'],
    ['Onam celebrations', 'Pookalam, sadya and games brought the whole school together for Onam.'],
    ['Reading week', 'Reading week opened with a visit by a children’s author and a book fair in the library.'],
    ['Inter-house sports meet', 'Four houses competed in athletics over two days on the school ground.'],
    ['Christmas carol', 'The school band and choir led the Christmas carol through the campus.'],
  ],
  events: [
    ['Sports Day', 'School ground', '9:00 AM', 'Athletics, relays and the march past of the four houses.'],
    ['Science Fair', 'School hall', '10:00 AM', 'Projects of classes 6 to 9 from the Atal Tinkering Lab.'],
    ['Annual Day', 'School auditorium', '5:30 PM', 'Cultural programme and prize distribution.'],
    ['Career guidance seminar', 'Conference room', '2:00 PM', 'For students of classes 11 and 12 and their parents.'],
    ['Blood donation camp', 'School hall', '9:30 AM', 'Organised with the district blood bank for parents and staff.'],
    ['Art exhibition', 'Art room', '11:00 AM', 'Paintings and craft work of the primary classes.'],
  ],
  galleries: ['Annual Day', 'Sports Day', 'Onam', 'Science Fair', 'Christmas', 'Field trip'],
  achievements: [
    ['District chess champion', 'Student of Class 8'],
    ['State karate gold medal', 'Student of Class 9'],
    ['National science olympiad rank', 'Student of Class 10'],
  ],
  circulars: [
    [
      'Christmas holidays',
      'Holiday',
      [],
      'The school will be closed for Christmas from 23 December; classes resume on 2 January.',
    ],
    [
      'Second terminal examination timetable',
      'Exam',
      ['VIII', 'IX', 'X'],
      'The examination begins on Monday at 9:30 AM. The timetable is attached.',
    ],
    [
      'Second instalment of fees',
      'Fee',
      [],
      'The second instalment of the fees is due by the 10th of next month at the school office or online.',
    ],
    [
      'Field trip to the science museum',
      'Event',
      ['V', 'VI'],
      'Classes V and VI visit the science museum on Friday; the consent form is attached.',
    ],
  ],
  videos: [
    ['Annual Day highlights', 'https://www.youtube.com/watch?v=aqz-KE-bpKQ'],
    ['School band performance', 'https://www.youtube.com/watch?v=ScMzIvxBSi4'],
    ['A day at the school', 'https://vimeo.com/76979871'],
  ],
  highlights: [
    'Admissions to classes 2 to 7 will be announced in April.',
    'Annual examination timetable published: see News.',
    'The school office is open 9:00 AM to 4:00 PM on working days.',
  ],
  principalMessages: {
    Principal:
      'Dear parents and students, welcome to a new academic year. Let us grow together in learning, in friendship and in service.',
    Manager: 'The management thanks every parent for the trust placed in the school.',
  },
  popup: {
    title: 'Welcome to our new website',
    desc: 'News, events, galleries and forms of the school, now easy to read on your phone.',
    urlTitle: 'Read the latest news',
  },
} as const

export async function seedDemo(payload: Payload, school: number, now = new Date()): Promise<void> {
  const base = { school, demo: true, _status: 'published' as const }
  const year = now.getUTCFullYear()
  let n = 0
  const picture = (label: string) => uploadPicture(payload, school, label, n++, { demo: true })
  const portrait = (label: string) =>
    uploadPicture(payload, school, label, n++, { demo: true, width: 600, height: 600 })

  for (const [i, [title, description]] of DEMO.news.entries()) {
    // Spread over this year and last, so the year and month filters have something to show.
    const date = day(i < 5 ? year : year - 1, 1 + ((i * 3) % 11), 5 + i)
    await payload.create({
      collection: 'news',
      data: { ...base, title, description, fromDate: date, image: [await picture(title)] },
    })
  }

  for (const [i, [title, venue, time, description]] of DEMO.events.entries()) {
    await payload.create({
      collection: 'events',
      data: {
        ...base,
        title,
        venue,
        time,
        description,
        date: day(i < 4 ? year : year - 1, 2 + i * 2, 10 + i),
        images: [await picture(title)],
      },
    })
  }

  for (const [i, title] of DEMO.galleries.entries()) {
    const photos: number[] = []
    for (let p = 1; p <= 4; p++) photos.push(await picture(`${title} ${p}`))
    await payload.create({
      collection: 'gallery',
      data: {
        ...base,
        title,
        category: 'PhotoGallery',
        description: galleryDescription(title),
        date: day(i < 4 ? year : year - 1, 1 + i * 2, 12),
        attachments: photos,
      },
    })
  }

  for (const [i, [title, name]] of DEMO.achievements.entries()) {
    await payload.create({
      collection: 'gallery',
      data: {
        ...base,
        title,
        name,
        category: 'Achievement',
        date: day(year, 1 + i, 20),
        attachments: [await picture(title)],
      },
    })
  }

  // Toppers for X and XII over the two latest session years, so the default session year and
  // its fallback both have data.
  const sessions = [`${year - 2}-${year - 1}`, `${year - 1}-${year}`]
  const streams = ['Science', 'Commerce', 'Humanities']
  for (const sessionYear of sessions) {
    for (const cls of ['X', 'XII'] as const) {
      for (let r = 0; r < 3; r++) {
        const name = `Topper ${cls}-${sessionYear.slice(5)}-${r + 1}`
        await payload.create({
          collection: 'toppers',
          data: {
            ...base,
            name,
            class: cls,
            stream: cls === 'XII' ? streams[r] : undefined,
            division: Math.round((98.4 - r * 1.3 - (cls === 'XII' ? 0.5 : 0)) * 10) / 10,
            sessionYear,
            attachments: [await portrait(name.replace('Topper ', ''))],
          },
        })
      }
    }
  }

  await payload.create({
    collection: 'principal-messages',
    data: {
      ...base,
      name: 'The Principal',
      category: 'Principal',
      message: richText([DEMO.principalMessages.Principal]),
      attachments: [await portrait('Principal')],
    },
  })
  await payload.create({
    collection: 'principal-messages',
    data: {
      ...base,
      name: 'The Manager',
      category: 'Manager',
      message: richText([DEMO.principalMessages.Manager]),
      attachments: [await portrait('Manager')],
    },
  })

  for (const [name, cls] of [
    ['Birthday student 1', 'III A'],
    ['Birthday student 2', 'V B'],
    ['Birthday student 3', 'VIII A'],
  ]) {
    await payload.create({
      collection: 'birthdays',
      data: { ...base, name, class: cls, attachments: [await picture(name)] },
    })
  }

  for (const title of DEMO.highlights) {
    await payload.create({ collection: 'highlights', data: { ...base, title } })
  }

  await payload.create({
    collection: 'online-registrations',
    data: { ...base, title: 'Online registration for admission' },
  })

  await payload.create({
    collection: 'notification-popups',
    data: {
      ...base,
      ...DEMO.popup,
      image: [await picture('Welcome')],
      url: '/News',
    },
  })

  // Recent circulars, some for a few classes and some for all, each with its printed copy.
  const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000).toISOString()
  for (const [i, [title, category, classes, text]] of DEMO.circulars.entries()) {
    const number = `JRS/${year}/${String(40 - i * 3).padStart(3, '0')}`
    await payload.create({
      collection: 'circulars',
      data: {
        ...base,
        title,
        number,
        category,
        classes: [...classes],
        date: daysAgo(2 + i * 9),
        body: richText([text]),
        files: [await uploadPdf(payload, school, title, [`Circular No. ${number}`, text], { demo: true })],
      },
    })
  }

  for (const [i, [title, videoUrl]] of DEMO.videos.entries()) {
    await payload.create({
      collection: 'videos',
      data: { ...base, title, videoUrl, date: day(year - (i % 2), 3 + i, 15) },
    })
  }
}
