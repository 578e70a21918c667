/**
 * The home interface text of the server components (next-intl namespace `Home`), English and
 * Malayalam side by side; ml must have every key of en (TypeScript checks it in ../ml.ts).
 * Besides home itself: the carousel's slides, the placeholder cards, the banner and notification
 * popup above the header, the skip link, the app-store links and the staff's preview bar.
 */
export const homeEn = {
  skipLink: 'Skip to content',
  slider: {
    label: 'Slider',
    carousel: 'Photographs of the school',
  },
  welcome: {
    title: 'Welcome to {school}',
    admissions: 'Admissions',
    parentPortal: 'Parent Portal',
    forms: 'Forms',
    press: 'Press',
  },
  about: {
    title: 'About the school',
    more: 'Read more about us',
    founded: '{school} was founded in {year}.',
  },
  events: {
    title: 'Latest events',
    all: 'All events',
    placeholder: 'Upcoming event',
  },
  news: {
    title: 'Latest news',
    all: 'All news',
    placeholder: 'School news',
  },
  circulars: {
    title: 'Latest circulars',
    all: 'All circulars',
  },
  messages: {
    title: 'Messages',
    placeholder: 'Message from the principal',
  },
  toppers: {
    title: 'Our toppers',
    tabs: 'Toppers by class',
    /** SPEC's tab labels, capitals as SPEC writes them. */
    tenth: '10TH',
    twelfth: '12TH',
    classX: 'Class X toppers',
    classXII: 'Class XII toppers',
  },
  birthdays: {
    title: 'Happy birthday',
    carousel: 'Birthdays',
    placeholder: 'Birthday wishes',
    class: 'Class {grade}',
  },
  achievements: {
    title: 'Achievements',
    placeholder: 'Achievement',
  },
  gallery: {
    title: 'School in images',
    all: 'All galleries',
    placeholder: 'Photo gallery',
    /** `count` is the number (for plurals), `shown` the same number as written. */
    photos: '{count, plural, one {{shown} photo} other {{shown} photos}}',
  },
  /** An empty section's placeholder card. */
  comingSoon: 'Coming soon',
  /** A carousel's slide, for screen readers. */
  slide: '{n} of {count}',
  banner: {
    registration: 'Online registration',
    newTab: ' (opens in a new tab)',
    /** `admission` is Pages.admissionTo ("Admission to Std I 2025-2026"), as /Admission heads its notice. */
    closed: '{admission}: registration is closed',
    /** While registration is open and the office has put up no banner link of its own. */
    open: '{admission}: register here',
  },
  notice: {
    title: 'Notice',
    /** The popup's page count; the number of the notice shown must come first (notice-dialog.ts). */
    count: '{n} of {count}',
    close: 'Close notice',
    readMore: 'Read more',
    previous: 'Previous',
    next: 'Next',
    /** After Previous and Next, for screen readers. */
    which: ' notice',
  },
  appLinks: {
    newTab: ' (school app, opens in a new tab)',
  },
  preview: {
    notPublished: 'Preview — not published.',
    visitors: ' Visitors still see the published version.',
    exit: 'Exit preview',
  },
}

export const homeMl: typeof homeEn = {
  skipLink: 'ഉള്ളടക്കത്തിലേക്ക് പോകുക',
  slider: {
    label: 'സ്ലൈഡ് ഷോ',
    carousel: 'സ്കൂളിന്റെ ഫോട്ടോകൾ',
  },
  welcome: {
    title: '{school} നിങ്ങളെ സ്വാഗതം ചെയ്യുന്നു',
    admissions: 'പ്രവേശനം',
    parentPortal: 'രക്ഷാകർതൃ പോർട്ടൽ',
    forms: 'ഫോമുകൾ',
    press: 'പത്രവാർത്തകൾ',
  },
  about: {
    title: 'സ്കൂളിനെക്കുറിച്ച്',
    more: 'ഞങ്ങളെക്കുറിച്ച് കൂടുതൽ വായിക്കുക',
    founded: '{school} {year}-ൽ സ്ഥാപിതമായി.',
  },
  events: {
    title: 'പുതിയ പരിപാടികൾ',
    all: 'എല്ലാ പരിപാടികളും',
    placeholder: 'വരാനിരിക്കുന്ന പരിപാടി',
  },
  news: {
    title: 'പുതിയ വാർത്തകൾ',
    all: 'എല്ലാ വാർത്തകളും',
    placeholder: 'സ്കൂൾ വാർത്തകൾ',
  },
  circulars: {
    title: 'പുതിയ സർക്കുലറുകൾ',
    all: 'എല്ലാ സർക്കുലറുകളും',
  },
  messages: {
    title: 'സന്ദേശങ്ങൾ',
    placeholder: 'പ്രിൻസിപ്പലിന്റെ സന്ദേശം',
  },
  toppers: {
    title: 'ഞങ്ങളുടെ ഉന്നത വിജയികൾ',
    tabs: 'ക്ലാസ് തിരിച്ചുള്ള ഉന്നത വിജയികൾ',
    tenth: 'പത്താം ക്ലാസ്',
    twelfth: 'പന്ത്രണ്ടാം ക്ലാസ്',
    classX: 'പത്താം ക്ലാസിലെ ഉന്നത വിജയികൾ',
    classXII: 'പന്ത്രണ്ടാം ക്ലാസിലെ ഉന്നത വിജയികൾ',
  },
  birthdays: {
    title: 'ജന്മദിനാശംസകൾ',
    carousel: 'ജന്മദിനങ്ങൾ',
    placeholder: 'ജന്മദിനാശംസകൾ',
    class: 'ക്ലാസ് {grade}',
  },
  achievements: {
    title: 'നേട്ടങ്ങൾ',
    placeholder: 'നേട്ടം',
  },
  gallery: {
    title: 'ചിത്രങ്ങളിലൂടെ സ്കൂൾ',
    all: 'എല്ലാ ഗാലറികളും',
    placeholder: 'ഫോട്ടോ ഗാലറി',
    photos: '{count, plural, one {{shown} ഫോട്ടോ} other {{shown} ഫോട്ടോകൾ}}',
  },
  comingSoon: 'ഉടൻ വരുന്നു',
  slide: '{n} / {count}',
  banner: {
    registration: 'ഓൺലൈൻ രജിസ്ട്രേഷൻ',
    newTab: ' (പുതിയ ടാബിൽ തുറക്കും)',
    closed: '{admission}: രജിസ്ട്രേഷൻ ഇപ്പോൾ നടക്കുന്നില്ല',
    open: '{admission}: ഇവിടെ രജിസ്റ്റർ ചെയ്യുക',
  },
  notice: {
    title: 'അറിയിപ്പ്',
    count: '{n} / {count}',
    close: 'അറിയിപ്പ് അടയ്ക്കുക',
    readMore: 'കൂടുതൽ വായിക്കുക',
    previous: 'മുമ്പത്തെ',
    next: 'അടുത്ത',
    which: ' അറിയിപ്പ്',
  },
  appLinks: {
    newTab: ' (സ്കൂൾ ആപ്പ്, പുതിയ ടാബിൽ തുറക്കും)',
  },
  preview: {
    notPublished: 'പ്രിവ്യൂ — പ്രസിദ്ധീകരിച്ചിട്ടില്ല.',
    visitors: ' സന്ദർശകർ ഇപ്പോഴും കാണുന്നത് പ്രസിദ്ധീകരിച്ച പതിപ്പാണ്.',
    exit: 'പ്രിവ്യൂ അവസാനിപ്പിക്കുക',
  },
}
