import type { TextBlock } from '@/lib/content/richtext'
import type { PageRoute } from '@/lib/site/routes'

/**
 * The school's starting profile: every fact SPEC.md gives (§1 static facts, §2 page details, §9
 * figures), written as the school would publish it. SPEC names no school, principal, teachers or
 * trust members, so those are plainly placeholders that the office replaces in /admin.
 */

export const SCHOOL = {
  code: 'JRSBKL',
  name: 'Jyothis Residential School',
  town: 'Bekal',
  foundedYear: 1908,
  foundedBy: 'a Catholic religious congregation',
  affiliation: 'Affiliated to the Central Board of Secondary Education (CBSE), New Delhi',
  tagline: 'Co-educational, English medium, since 1908',
  colors: { primary: '#1d3f72', accent: '#c8102e' },
  copyrightHolder: 'Jyothis Residential School',
  address: {
    line1: 'School Road, Bekal',
    line2: 'Pallikere P.O.',
    district: 'Kasaragod',
    state: 'Kerala',
    pinCode: '671316',
  },
  phone: '+91 98765 43210',
  email: 'office@jrsbkl.example.org',
  mapsLink: 'https://www.google.com/maps/search/?api=1&query=Bekal%2C+Kasaragod%2C+Kerala',
  mapsEmbedUrl: 'https://www.google.com/maps?q=Bekal%2C+Kasaragod%2C+Kerala&output=embed',
  social: [
    { platform: 'Facebook', url: 'https://www.facebook.com/' },
    { platform: 'Instagram', url: 'https://www.instagram.com/' },
    { platform: 'YouTube', url: 'https://www.youtube.com/' },
  ],
  parentPortalUrl: 'https://portal.example.org/JRSBKL',
  onlineRegistrationUrl: 'https://portal.example.org/JRSBKL/registration',
  appLinks: {
    android: 'https://play.google.com/store/search?q=school%20erp&c=apps',
    ios: 'https://apps.apple.com/search?term=school%20erp',
  },
} as const

/**
 * SPEC §2's admission notice as the seeded session: Class 1 for 2025-26 closed, classes 2 to 7 to
 * be announced in April. The office opens classes, and later sessions, in the admin.
 */
export const ADMISSION_SESSION = {
  year: '2025-26',
  notice: [
    { h: 'Admission notice' },
    'Registration for admission to Class 1 for the academic year 2025-26 is closed.',
    'Registration for admission to classes 2 to 7 will be announced in April, subject to the availability of seats.',
  ],
  classes: (['I', 'II', 'III', 'IV', 'V', 'VI', 'VII'] as const).map((cls) => ({ class: cls, open: false })),
} as const

/** Captions of the home slider's starting pictures (drawn at seed time; staff replace them). */
export const SLIDES = ['Welcome to Jyothis Residential School', 'Learning by doing', 'Every child known by name']

type PageSeed = {
  title: string
  body: TextBlock[]
  listTitle?: string
  items?: string[]
  closing?: TextBlock[]
  facts?: { label: string; value: string }[]
}

const S = SCHOOL.name

export const PAGES: Record<PageRoute, PageSeed> = {
  AboutUs: {
    title: 'About Us',
    body: [
      `${S} was founded in ${SCHOOL.foundedYear} by ${SCHOOL.foundedBy} and has served the families of ${SCHOOL.town} and the surrounding villages for more than a century.`,
      'It is a private, co-educational, English-medium Catholic school. Boys and girls of every faith study side by side, and the school welcomes every child as a gift entrusted to it.',
      `The school is ${SCHOOL.affiliation.charAt(0).toLowerCase()}${SCHOOL.affiliation.slice(1)}, and follows the national curriculum guidelines from Class 1 to Class 12.`,
      { h: 'What we stand for' },
      'Education at the school is formation of the whole person: sound learning, good character, care for the weak and a sense of service. Teachers know each child by name, and parents are partners in everything the school does.',
    ],
    facts: [
      { label: 'Founded', value: String(SCHOOL.foundedYear) },
      { label: 'Type', value: 'Co-educational, English medium' },
      { label: 'Curriculum', value: 'National (CBSE) guidelines' },
    ],
  },
  VisionMission: {
    title: 'Vision and Mission',
    body: [
      'Our vision and mission, drawn from the Gospel and from more than a century of service, guide everything the school does.',
    ],
    listTitle: 'Vision',
    items: [
      'To form young people of integrity who think clearly, feel deeply and act justly.',
      'To offer every child, whatever their background, an education of excellence in a caring community.',
      'To nurture respect for every faith and culture, and love for the nation and its people.',
      'To inspire lifelong learning, creativity and service to society and to the earth, our common home.',
    ],
    closing: [
      { h: 'Mission' },
      'Our mission is to provide holistic education rooted in Gospel values, in which each student grows in knowledge, skill and character; to support teachers as mentors and lifelong learners; and to work with parents so that our students leave the school confident, compassionate and ready to serve.',
    ],
  },
  PrincipalMessage: {
    title: "Principal's Message",
    body: [
      'Dear parents and students,',
      `It is a joy to welcome you to ${S}. For more than a hundred years this school has been a place where children are known, cared for and challenged to become their best selves.`,
      'Our teachers combine sound academic preparation with attention to every child: in the classroom, on the playground, in the laboratories and in the many clubs and activities the school offers.',
      'I invite parents to walk with us as partners. Together we can help our children grow in knowledge, in confidence and in goodness.',
      'With prayerful good wishes,',
      'The Principal',
    ],
  },
  CabinetLeaders: {
    title: 'Cabinet Leaders',
    body: ['The student cabinet for this academic year, elected by their classmates to lead the school community.'],
  },
  Admission: {
    title: 'Admission',
    // The notice itself is the admission session's (ADMISSION_SESSION), above this text.
    body: ['Parents are requested to watch this page and the school notice board for announcements.'],
  },
  AtalTinkeringLab: {
    title: 'Atal Tinkering Lab',
    body: [
      'The Atal Tinkering Lab of the school was inaugurated on 12 March 2019. It is open to students of classes 6 to 9.',
      'In the lab students design, build and test their own ideas: they learn robotics, electronics, coding and the habits of innovation, working in teams under the guidance of trained mentors.',
    ],
    listTitle: 'Areas of work',
    items: ['Robotics', 'Electronics', 'Coding', 'Innovation'],
    facts: [
      { label: 'Inaugurated', value: '12 March 2019' },
      { label: 'For classes', value: '6 to 9' },
    ],
  },
  BasketballCourt: {
    title: 'Basketball Court',
    body: [
      'The school has a covered basketball court behind the main building, so that play goes on through the monsoon.',
      'Students receive regular coaching, and the court hosts intra-school tournaments between the houses every year.',
    ],
  },
  CoCurricularActivities: {
    title: 'Co-Curricular Activities',
    body: [
      'Learning at the school goes beyond the classroom. Every student takes part in at least one activity, taught by qualified instructors after class hours.',
    ],
    listTitle: 'Activities offered',
    items: [
      'Skating',
      'Jiu-jitsu',
      'Karate',
      'Art and craft',
      'Abacus',
      'Chess',
      'Music',
      'Drawing',
      'Guitar',
      'Violin',
      'Keyboard',
      'Classical music',
      'Dance',
      'Band',
    ],
  },
  ComputerLab: {
    title: 'Computer Lab',
    body: [
      'The computer lab has 42 computers, so that every student in a class works on a machine of their own: a 1:1 ratio.',
      'Students learn computer skills and programming from the early classes, with internet access under supervision.',
    ],
    facts: [
      { label: 'Computers', value: '42' },
      { label: 'Student to computer ratio', value: '1:1' },
    ],
  },
  PlayGround: {
    title: 'Play Ground',
    body: [
      'The school playground gives every student room to run, play and train. Physical education periods, house matches, athletics and the annual sports day take place here.',
      'Games are supervised by the physical education teachers, and students are encouraged to find a sport they enjoy for life.',
    ],
  },
  ScienceLab: {
    title: 'Science Lab',
    body: [
      'The science laboratories are equipped for practical work in Physics, Chemistry and Biology, so that students learn science by doing it.',
      'Experiments are carried out under the supervision of the teachers and laboratory staff, with attention to safety.',
    ],
    listTitle: 'Laboratories',
    items: ['Physics', 'Chemistry', 'Biology'],
  },
  Academics: {
    title: 'Academics',
    body: [
      'The school follows the syllabus of the national board (CBSE) and is English medium: English is the language of instruction in every class.',
      'Teaching is activity based in the primary classes and builds steadily towards the board examinations of classes 10 and 12.',
    ],
    listTitle: 'Subjects',
    items: [
      'English',
      'Hindi',
      'Malayalam',
      'Mathematics',
      'Environmental Studies',
      'Science',
      'Social Science',
      'Information Technology',
      'Communicative English',
      'General Knowledge',
      'Moral Science',
    ],
  },
  Fee: {
    title: 'Fee',
    body: [
      'The school fee is fixed each year by the school management in consultation with the Parent Teacher Association, following the rules of the State Government and the board.',
      'The fee covers tuition and the running of the school: salaries of teachers and staff, laboratories, library, maintenance and student welfare. No capitation fee or donation is collected for admission.',
      'The fee structure for the year is published in the Mandatory Disclosure section and is available at the school office. Fees can be paid at the office or online through the parent portal.',
    ],
  },
  ErpSoftware: {
    title: 'ERP Software',
    body: [
      'The school uses a school-ERP mobile app to keep parents informed: attendance, homework, circulars, examination results and fee payments.',
      'Install the app from Google Play or the App Store, open it and enter the school code when asked. Then sign in with the user name and password given by the school office.',
      'If you have lost your password, contact the school office.',
    ],
    facts: [{ label: 'School code', value: SCHOOL.code }],
  },
  Pphelp: {
    title: 'Parent Portal Help',
    body: [
      'The parent portal lets you see your child’s details and pay fees online.',
      'Sign in with the user name and password given by the school office. Choose the fee term, check the amount and pay by card, UPI or net banking.',
      'Payment processing may take 4 to 24 hours. Please do not pay a second time if the receipt does not appear at once; if it has not appeared after 24 hours, contact the school office with your transaction reference.',
    ],
  },
  Career: {
    title: 'Career',
    body: [
      'Please complete the form below and attach your resume.',
      'The school will contact applicants whose profile suits a vacancy.',
      'Entries cannot be edited once submitted, so please check your details before you submit.',
    ],
  },
  Tc: {
    title: 'Transfer Certificate',
    body: [
      'Former students can download their transfer certificate here with their admission number and full name.',
      'Transfer certificates are issued only 3 days after the application, and once all dues are cleared.',
      'Students withdrawn during the term pay the full fees for the rest of the term.',
    ],
  },
}

export const TRUST_MEMBERS = [
  { name: 'Trust member 1', designation: 'Chairman', age: 62 },
  { name: 'Trust member 2', designation: 'Member', age: 58 },
  { name: 'Trust member 3', designation: 'Member', age: 55 },
  { name: 'Trust member 4', designation: 'Member', age: 51 },
  { name: 'Trust member 5', designation: 'Member', age: 49 },
  { name: 'Trust member 6', designation: 'Member', age: 47 },
] as const

/** 46 rows with the designations SPEC §2 lists. */
export function facultyRows() {
  const plan: [string, string, number][] = [
    ['Sr.Principal', 'M.A., B.Ed.', 1],
    ['Principal', 'M.Sc., B.Ed.', 1],
    ['Vice Principal', 'M.A., B.Ed.', 1],
    ['TGT', 'B.Sc., B.Ed.', 17],
    ['PRT', 'B.A., B.Ed.', 22],
    ['PET', 'B.P.Ed.', 2],
    ['Wellness Tr', 'M.Sc. Psychology', 1],
    ['Sp.Educator', 'B.Ed. Special Education', 1],
  ]
  const rows: { slNo: number; name: string; qualification: string; designation: string; dateOfJoining: string }[] = []
  for (const [designation, qualification, count] of plan) {
    for (let i = 0; i < count; i++) {
      const slNo = rows.length + 1
      // Spread joining dates over the years so the table reads like a real staff list.
      const year = 1995 + ((slNo * 7) % 30)
      const month = (slNo * 5) % 12
      rows.push({
        slNo,
        name: `Faculty member ${slNo}`,
        qualification,
        designation,
        dateOfJoining: new Date(Date.UTC(year, month, 1 + ((slNo * 3) % 27))).toISOString(),
      })
    }
  }
  return rows
}

export const DISCLOSURE = {
  sarasLinks: ['SARAS', 'SARAS land correction'],
  generalInformation: [
    { label: 'Name of the school', value: SCHOOL.name },
    { label: 'Affiliation No.', value: 'To be entered by the school office' },
    { label: 'School code', value: SCHOOL.code },
    {
      label: 'Complete address with pin code',
      value: `${SCHOOL.address.line1}, ${SCHOOL.address.line2}, ${SCHOOL.address.district}, ${SCHOOL.address.state} - ${SCHOOL.address.pinCode}`,
    },
    { label: 'Principal name', value: 'Faculty member 2' },
    { label: 'Principal qualification', value: 'M.Sc., B.Ed.' },
    { label: 'School email ID', value: SCHOOL.email },
    { label: 'Contact details (landline/mobile)', value: SCHOOL.phone },
  ],
  documents: [
    'Copies of affiliation / upgradation letter and recent extension of affiliation',
    'Copies of societies / trust / company registration / renewal certificate',
    'Copy of no objection certificate (NOC) issued by the State Government',
    'Copies of recognition certificate under RTE Act, 2009',
    'Copy of valid building safety certificate',
    'Copy of valid fire safety certificate',
    'Copy of the self certification submitted for affiliation',
    'Copies of valid water, health and sanitation certificates',
    'Copy of transport fitness certificate',
    'Affidavit of non-proprietary character',
    'Details of teachers',
    'List of text books',
    'Class-wise strength of students',
    'Land certificates',
  ],
  academics: [
    'Fee structure of the school',
    'Annual academic calendar',
    'List of School Management Committee (SMC)',
    'List of Parents Teachers Association (PTA) members',
    'Last three-year result of the board examination as per applicability',
  ],
  results: [{ year: 2025, registered: 30, passed: 30, remarks: '100 %' }],
  staff: [
    { label: 'Principal', value: '1' },
    { label: 'Total no. of teachers', value: '49' },
    { label: 'PET', value: '2' },
    { label: 'TGT', value: '17' },
    { label: 'PRT', value: '23' },
    { label: 'Teachers section ratio', value: '1:1.5' },
    { label: 'Details of special educator', value: 'Special educator appointed' },
    { label: 'Details of counsellor and wellness teacher', value: 'Counsellor and wellness teacher appointed' },
  ],
  infrastructure: [
    { label: 'Total campus area of the school (in sq m)', value: '9144' },
    { label: 'No. and size of the classrooms (in sq m)', value: '35 classrooms, 34 sq m each' },
    { label: 'No. and size of laboratories including computer labs (in sq m)', value: '2 labs, 87 sq m each' },
    { label: 'Internet facility', value: 'Yes' },
    { label: 'No. of girls toilets', value: '25' },
    { label: 'No. of boys toilets', value: '21' },
  ],
  inspectionVideoUrl: 'https://www.youtube.com/',
}
