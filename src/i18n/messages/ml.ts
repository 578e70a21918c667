import { LOCALE_NAMES } from '@/i18n/locales.mjs'
import type { SiteRoute } from '@/lib/site/routes'

import { MAX_QUERY_LENGTH } from '@/lib/search/terms'

import type { Messages } from './en'
import { calendarMl } from './calendar'
import { subscribeMl } from './subscribe'
import { homeMl } from './home'
import { listingMl } from './listing'

/**
 * The Malayalam interface text, written as a reader in Kerala would write it (school words that
 * Kerala uses in English, such as ലാബ് or ഫീസ്, stay so). Every key of en.ts, checked by TypeScript.
 */
export const ml = {
  Routes: {
    AboutUs: 'ഞങ്ങളെക്കുറിച്ച്',
    VisionMission: 'ദർശനവും ദൗത്യവും',
    TrustMembers: 'ട്രസ്റ്റ് അംഗങ്ങൾ',
    PrincipalMessage: 'പ്രിൻസിപ്പലിന്റെ സന്ദേശം',
    Faculties: 'അധ്യാപകർ',
    CabinetLeaders: 'സ്കൂൾ കാബിനറ്റ് ഭാരവാഹികൾ',
    AtalTinkeringLab: 'അടൽ ടിങ്കറിങ് ലാബ്',
    BasketballCourt: 'ബാസ്കറ്റ്ബോൾ കോർട്ട്',
    CoCurricularActivities: 'പാഠ്യേതര പ്രവർത്തനങ്ങൾ',
    ComputerLab: 'കമ്പ്യൂട്ടർ ലാബ്',
    PlayGround: 'കളിസ്ഥലം',
    ScienceLab: 'സയൻസ് ലാബ്',
    Academics: 'അക്കാദമിക്',
    Admission: 'പ്രവേശനം',
    Fee: 'ഫീസ്',
    Toppers: 'ഉന്നത വിജയികൾ (പത്താം ക്ലാസ്)',
    ToppersXII: 'ഉന്നത വിജയികൾ (പന്ത്രണ്ടാം ക്ലാസ്)',
    MandatoryDisclosure: 'നിർബന്ധിത പൊതു വെളിപ്പെടുത്തൽ',
    Tc: 'ടി.സി. (വിടുതൽ സർട്ടിഫിക്കറ്റ്)',
    Gallery: 'ഫോട്ടോ ഗാലറി',
    SubGallery: 'ഗാലറി',
    VideoGallery: 'വീഡിയോ ഗാലറി',
    News: 'വാർത്തകൾ',
    Events: 'പരിപാടികൾ',
    Circulars: 'സർക്കുലറുകൾ',
    Calendar: 'സ്കൂൾ കലണ്ടർ',
    ErpSoftware: 'ഇ.ആർ.പി. സോഫ്റ്റ്‌വെയർ',
    Pphelp: 'രക്ഷാകർതൃ പോർട്ടൽ സഹായം',
    ContactUs: 'ബന്ധപ്പെടുക',
    Career: 'തൊഴിലവസരങ്ങൾ',
    Search: 'തിരച്ചിൽ',
    Subscribe: 'ഇമെയിൽ സബ്സ്ക്രിപ്ഷൻ',
  } satisfies Record<SiteRoute, string>,
  Menu: {
    Home: 'പൂമുഖം',
    About: 'ഞങ്ങളെക്കുറിച്ച്',
    Facilities: 'സൗകര്യങ്ങൾ',
    Academics: 'അക്കാദമിക്',
    Gallery: 'ഗാലറി',
    News: 'വാർത്തകൾ',
    Events: 'പരിപാടികൾ',
    ContactUs: 'ബന്ധപ്പെടുക',
  },
  Nav: {
    label: 'പ്രധാന മെനു',
    button: 'മെനു',
  },
  Header: {
    phone: 'ഫോൺ: ',
    address: 'വിലാസം: {address} (മാപ്പ്)',
    map: 'മാപ്പ്',
    parentPortal: 'രക്ഷാകർതൃ പോർട്ടൽ',
    careers: 'തൊഴിലവസരങ്ങൾ',
  },
  Language: {
    other: LOCALE_NAMES.en,
  },
  Breadcrumb: { label: 'പേജിലേക്കുള്ള വഴി', home: 'പൂമുഖം' },
  Search: {
    label: 'ഈ സൈറ്റിൽ തിരയുക',
    placeholder: 'തിരയുക',
    button: 'തിരയുക',
    results: '“{query}” എന്നതിന് {total, plural, =0 {ഫലങ്ങളൊന്നുമില്ല} one {ഒരു ഫലം} other {# ഫലങ്ങൾ}}',
    inEnglish: 'ഇംഗ്ലീഷിൽ',
    inMalayalam: 'മലയാളത്തിൽ',
    noResults:
      '“{query}” എന്നതുമായി യോജിക്കുന്നതൊന്നും ഈ സൈറ്റിൽ കണ്ടെത്താനായില്ല. വാക്കുകൾ കുറച്ചോ മറ്റു വാക്കുകൾ ഉപയോഗിച്ചോ വീണ്ടും തിരയുക, അല്ലെങ്കിൽ ഈ പട്ടികകൾ നോക്കുക:',
    empty:
      'നിങ്ങൾ അന്വേഷിക്കുന്നത് ടൈപ്പ് ചെയ്യുക: ഒരു അറിയിപ്പിലെ വാക്ക്, ഒരു ടീച്ചറുടെയോ ഉന്നത വിജയിയുടെയോ പേര്, “ഫീസ്”, “അവധി”, “പരീക്ഷ”. അല്ലെങ്കിൽ ഈ പട്ടികകൾ നോക്കുക:',
    noWords: 'തിരയാൻ ഒരു വാക്ക് ടൈപ്പ് ചെയ്യുക.',
    tooLong: `തിരയുന്ന വാചകത്തിന് പരമാവധി ${MAX_QUERY_LENGTH} അക്ഷരങ്ങളേ പാടുള്ളൂ.`,
    tooMany: 'ഈ കണക്ഷനിൽ നിന്ന് വളരെയധികം തിരച്ചിലുകൾ വന്നു. ദയവായി കുറച്ചു മിനിറ്റ് കഴിഞ്ഞ് വീണ്ടും ശ്രമിക്കുക.',
    kinds: {
      news: 'വാർത്ത',
      event: 'പരിപാടി',
      circular: 'സർക്കുലർ',
      gallery: 'ഗാലറി',
      video: 'വീഡിയോ',
      topper: 'ഉന്നത വിജയി',
      teacher: 'ടീച്ചർ',
      page: 'പേജ്',
    },
  },
  Alert: {
    byMail: 'അടിയന്തര അറിയിപ്പുകൾ ഇമെയിലിൽ ലഭിക്കാൻ',
    label: 'അടിയന്തര അറിയിപ്പ്',
    until: '{time} വരെ',
    details: 'വിശദാംശങ്ങൾ',
    more: '{count, plural, =0 {കൂടുതൽ} other {+# കൂടി}}',
    close: 'അടയ്ക്കുക',
  },
  Footer: {
    phone: 'ഫോൺ:',
    email: 'ഇമെയിൽ:',
    social: 'സമൂഹമാധ്യമങ്ങൾ',
    quickLinks: 'പ്രധാന ലിങ്കുകൾ',
    subscribe: 'സ്കൂൾ വാർത്തകൾ ഇമെയിലിൽ ലഭിക്കാൻ',
    parentHelp: 'രക്ഷാകർതൃ പോർട്ടൽ സഹായം',
    app: 'സ്കൂൾ ആപ്പ്',
    appText: 'സ്കൂൾ ആപ്പ് ഡൗൺലോഡ് ചെയ്ത്, സ്കൂൾ കോഡ് <code>{schoolCode}</code> നൽകി ലോഗിൻ ചെയ്യുക.',
    findUs: 'സ്കൂളിലേക്കുള്ള വഴി',
    mapTitle: '{school} സ്ഥിതി ചെയ്യുന്ന സ്ഥലത്തിന്റെ മാപ്പ്',
    copyright: '© {year} {holder}. എല്ലാ അവകാശങ്ങളും നിക്ഷിപ്തം.',
  },
  Pages: {
    preparing: 'സ്കൂൾ ഓഫീസ് ഈ പേജ് തയ്യാറാക്കിക്കൊണ്ടിരിക്കുകയാണ്. ഉടൻ ലഭ്യമാകും.',
    list: 'പട്ടിക',
    reach: 'സ്കൂൾ ഓഫീസുമായി ബന്ധപ്പെടാൻ',
    address: 'വിലാസം',
    email: 'ഇമെയിൽ',
    phone: 'ഫോൺ',
    sendMessage: 'ഞങ്ങൾക്ക് ഒരു സന്ദേശം അയയ്ക്കുക',
    required: '<star>*</star> അടയാളമുള്ള എല്ലാ വിവരങ്ങളും നിർബന്ധമാണ്.',
    downloadCertificate: 'ടി.സി. ഡൗൺലോഡ് ചെയ്യുക',
    admissionTo: 'ഒന്നാം ക്ലാസ് പ്രവേശനം {session}',
    registrationClosed: 'രജിസ്ട്രേഷൻ ഇപ്പോൾ നടക്കുന്നില്ല. അടുത്ത അറിയിപ്പിനായി ഈ പേജ് ശ്രദ്ധിക്കുക.',
    getApp: 'ആപ്പ് ഡൗൺലോഡ് ചെയ്യുക',
    schoolCode: 'സ്കൂൾ കോഡ്: <code>{schoolCode}</code>',
  },
  Privacy: {
    yourData: 'നിങ്ങളുടെ വിവരങ്ങൾ: ',
    ask: 'ഞങ്ങളുടെ പക്കലുള്ള നിങ്ങളുടെ വിവരങ്ങൾ കാണാനോ തിരുത്താനോ നീക്കം ചെയ്യാനോ <email>{address}</email> എന്ന വിലാസത്തിൽ എഴുതുക.',
    contact:
      'നിങ്ങളുടെ പേര്, ഇമെയിൽ വിലാസം, ഫോൺ നമ്പർ, സന്ദേശം എന്നിവ നിങ്ങൾക്ക് മറുപടി നൽകാൻ മാത്രമാണ് ഉപയോഗിക്കുന്നത്. സ്കൂൾ ജീവനക്കാർക്ക് മാത്രമേ ഇവ വായിക്കാനാകൂ; {kept} സൂക്ഷിച്ച ശേഷം ഇവ നീക്കം ചെയ്യും.',
    career:
      'നിങ്ങൾ അയയ്ക്കുന്ന വിവരങ്ങളും ബയോഡാറ്റയും സ്കൂളിലെ ഒരു തസ്തികയിലേക്ക് നിങ്ങളെ പരിഗണിക്കാൻ മാത്രമാണ് ഉപയോഗിക്കുന്നത്. സ്കൂൾ ജീവനക്കാർക്ക് മാത്രമേ ഇവ വായിക്കാനാകൂ; {kept} സൂക്ഷിച്ച ശേഷം ബയോഡാറ്റ ഉൾപ്പെടെ എല്ലാം നീക്കം ചെയ്യും.',
    admission:
      'കുട്ടിയുടെയും കുടുംബത്തിന്റെയും വിവരങ്ങൾ ഒന്നാം ക്ലാസ് പ്രവേശനത്തിന് മാത്രമാണ് ഉപയോഗിക്കുന്നത്. സ്കൂൾ ജീവനക്കാർക്ക് മാത്രമേ ഇവ വായിക്കാനാകൂ; ആധാർ നമ്പർ സുരക്ഷിതമായി (എൻക്രിപ്റ്റ് ചെയ്ത്) സൂക്ഷിക്കുന്നു. {kept} സൂക്ഷിച്ച ശേഷം ഇവ നീക്കം ചെയ്യും.',
    tc: 'നിങ്ങൾ നൽകുന്ന അഡ്മിഷൻ നമ്പറും പേരും ടി.സി. കണ്ടെത്താൻ മാത്രമാണ് ഉപയോഗിക്കുന്നത്; ഈ തിരച്ചിലിന്റെ രേഖ {kept} സൂക്ഷിക്കും.',
    subscribe:
      'നിങ്ങൾ തിരഞ്ഞെടുത്ത സ്കൂൾ വാർത്തകൾ അയയ്ക്കാൻ മാത്രമാണ് നിങ്ങളുടെ ഇമെയിൽ വിലാസം ഉപയോഗിക്കുന്നത്. സ്കൂൾ ജീവനക്കാർക്ക് മാത്രമേ ഇത് കാണാനാകൂ; ഓരോ മെയിലിലും തിരഞ്ഞെടുപ്പുകൾ മാറ്റാനോ സബ്സ്ക്രിപ്ഷൻ അവസാനിപ്പിക്കാനോ ഉള്ള ലിങ്കുണ്ട്. സബ്സ്ക്രിപ്ഷൻ അവസാനിപ്പിക്കുമ്പോഴോ, 7 ദിവസത്തിനകം സ്ഥിരീകരിച്ചില്ലെങ്കിലോ വിലാസം നീക്കം ചെയ്യും.',
    years: '{count, plural, one {ഒരു വർഷം} other {# വർഷം}}',
    months: '{count, plural, one {ഒരു മാസം} other {# മാസം}}',
  },
  Descriptions: {
    News: '{school}, {town}: അറിയിപ്പുകൾ, പരീക്ഷാഫലങ്ങൾ, സ്കൂൾ വിശേഷങ്ങൾ — ഏറ്റവും പുതിയ വാർത്തകൾ ആദ്യം.',
    Events: '{school}, {town}: പരിപാടികളുടെ തീയതി, സമയം, വേദി; കലണ്ടറിൽ ചേർക്കാനുള്ള സൗകര്യവും.',
    Circulars: '{school}, {town}: പരീക്ഷ, ഫീസ്, അവധി, പരിപാടികൾ എന്നിവയെക്കുറിച്ചുള്ള സർക്കുലറുകൾ, ഫയലുകൾ സഹിതം, പുതിയവ ആദ്യം.',
    Calendar: '{school}, {town}: സ്കൂൾ കലണ്ടർ — അവധികൾ, പരീക്ഷകൾ, പി.ടി.എ. യോഗങ്ങൾ, ആഘോഷങ്ങൾ, മാസം തോറും.',
    Gallery: '{school}, {town}: സ്കൂൾ പരിപാടികളുടെയും നേട്ടങ്ങളുടെയും ഫോട്ടോ ഗാലറികൾ.',
    VideoGallery: '{school}, {town}: വീഡിയോകൾ.',
    Toppers: '{school}, {town}: പത്താം ക്ലാസിലെ ഉന്നത വിജയികൾ, അധ്യയന വർഷവും ശതമാനവും അനുസരിച്ച്.',
    ToppersXII: '{school}, {town}: പന്ത്രണ്ടാം ക്ലാസിലെ ഉന്നത വിജയികൾ, വർഷവും ശതമാനവും അനുസരിച്ച്.',
    Faculties: '{school}, {town}: അധ്യാപകരും ജീവനക്കാരും, അവരുടെ വിഷയങ്ങളും യോഗ്യതകളും.',
    TrustMembers: '{school}, {town}: സ്കൂൾ നടത്തുന്ന ട്രസ്റ്റിലെ അംഗങ്ങൾ.',
    MandatoryDisclosure: '{school}, {town}: നിർബന്ധിത പൊതു വെളിപ്പെടുത്തൽ — രേഖകൾ, ഫലങ്ങൾ, ജീവനക്കാർ, അടിസ്ഥാന സൗകര്യങ്ങൾ.',
    Search: '{school}, {town}: വാർത്തകൾ, പരിപാടികൾ, സർക്കുലറുകൾ, പേജുകൾ, ഉന്നത വിജയികൾ, അധ്യാപകർ എന്നിവയിൽ തിരയുക.',
    ContactUs: '{school}, {town}: വിലാസം, ഫോൺ, ഇമെയിൽ, മാപ്പ്, സന്ദേശം അയയ്ക്കാനുള്ള ഫോം.',
    other: '{page} - {school}, {town}.',
  },
  Share: {
    whatsapp: 'വാട്സ്ആപ്പിൽ പങ്കിടുക',
  },
  Mail: {
    contactSubject: 'നിങ്ങളുടെ സന്ദേശം ഞങ്ങൾക്ക് ലഭിച്ചു',
    contactText: 'പ്രിയ {name},\n\nസ്കൂളിലേക്ക് എഴുതിയതിന് നന്ദി. ഓഫീസിൽ നിന്ന് ഉടൻ മറുപടി ലഭിക്കും.\n',
    careerSubject: 'നിങ്ങളുടെ അപേക്ഷ ഞങ്ങൾക്ക് ലഭിച്ചു',
    careerText:
      'പ്രിയ {name},\n\nഅപേക്ഷ അയച്ചതിന് നന്ദി. നിങ്ങളുടെ യോഗ്യതകൾ ഏതെങ്കിലും ഒഴിവിന് യോജിച്ചതാണെങ്കിൽ സ്കൂൾ നിങ്ങളെ ബന്ധപ്പെടും.\n',
    someone: 'സർ/മാഡം',
  },
  Feed: {
    title: 'വാർത്തകൾ - {school}, {town}',
    description: '{school}: വാർത്തകൾ',
    circularsTitle: 'സർക്കുലറുകൾ - {school}, {town}',
    circularsDescription: '{school}: സർക്കുലറുകൾ',
    newsLink: 'വാർത്തകൾ - {school}',
    circularsLink: 'സർക്കുലറുകൾ - {school}',
    calendarName: 'പരിപാടികൾ - {school}',
  },
  Home: homeMl,
  Listing: listingMl,
  Calendar: calendarMl,
  Subscribe: subscribeMl,
  NotFound: {
    title: 'പേജ് കണ്ടെത്താനായില്ല',
    heading: 'ഈ പേജ് കണ്ടെത്താനായില്ല',
    text: 'വെബ് വിലാസം തെറ്റായി ടൈപ്പ് ചെയ്തതാകാം, അല്ലെങ്കിൽ പേജ് മാറ്റിയിട്ടുണ്ടാകാം.',
    home: 'പൂമുഖത്തേക്ക് പോകുക',
    contact: 'സ്കൂളുമായി ബന്ധപ്പെടുക',
  },
} satisfies Messages
