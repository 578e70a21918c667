import type { SiteRoute } from '@/lib/site/routes'

import type { Messages } from './en'
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
    Academics: 'പഠനം',
    Admission: 'പ്രവേശനം',
    Fee: 'ഫീസ്',
    Toppers: 'ഉന്നത വിജയികൾ (പത്താം ക്ലാസ്)',
    ToppersXII: 'ഉന്നത വിജയികൾ (പന്ത്രണ്ടാം ക്ലാസ്)',
    MandatoryDisclosure: 'നിർബന്ധിത വെളിപ്പെടുത്തൽ',
    Tc: 'ടി.സി. (വിടുതൽ സർട്ടിഫിക്കറ്റ്)',
    Gallery: 'ഫോട്ടോ ഗാലറി',
    SubGallery: 'ഗാലറി',
    VideoGallery: 'വീഡിയോ ഗാലറി',
    News: 'വാർത്തകൾ',
    Events: 'പരിപാടികൾ',
    ErpSoftware: 'ഇ.ആർ.പി. സോഫ്റ്റ്‌വെയർ',
    Pphelp: 'രക്ഷാകർതൃ പോർട്ടൽ സഹായം',
    ContactUs: 'ബന്ധപ്പെടുക',
    Career: 'തൊഴിലവസരങ്ങൾ',
  } satisfies Record<SiteRoute, string>,
  Menu: {
    Home: 'പൂമുഖം',
    About: 'ഞങ്ങളെക്കുറിച്ച്',
    Facilities: 'സൗകര്യങ്ങൾ',
    Academics: 'പഠനം',
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
    address: 'വിലാസം: {address} (ഭൂപടം)',
    map: 'ഭൂപടം',
    parentPortal: 'രക്ഷാകർതൃ പോർട്ടൽ',
    careers: 'തൊഴിലവസരങ്ങൾ',
  },
  Language: {
    other: 'English',
  },
  Breadcrumb: { label: 'പേജിലേക്കുള്ള വഴി', home: 'പൂമുഖം' },
  Footer: {
    phone: 'ഫോൺ:',
    email: 'ഇമെയിൽ:',
    social: 'സമൂഹമാധ്യമങ്ങൾ',
    quickLinks: 'പ്രധാന ലിങ്കുകൾ',
    parentHelp: 'രക്ഷിതാക്കൾക്കുള്ള സഹായം',
    app: 'സ്കൂൾ ആപ്പ്',
    appText: 'സ്കൂൾ ആപ്പ് ഡൗൺലോഡ് ചെയ്ത് സ്കൂൾ കോഡ് <code>{schoolCode}</code> നൽകി പ്രവേശിക്കുക.',
    findUs: 'ഞങ്ങളിലേക്കുള്ള വഴി',
    mapTitle: '{school} കാണിക്കുന്ന ഭൂപടം',
    copyright: '© {year} {holder}. എല്ലാ അവകാശങ്ങളും നിക്ഷിപ്തം.',
  },
  Feed: {
    title: 'വാർത്തകൾ - {school}, {town}',
    description: '{school} സ്കൂളിൽ നിന്നുള്ള വാർത്തകൾ',
  },
  Home: homeMl,
  Listing: listingMl,
  NotFound: {
    title: 'പേജ് കണ്ടെത്താനായില്ല',
    heading: 'ഈ പേജ് കണ്ടെത്താനായില്ല',
    text: 'വിലാസം തെറ്റായി ടൈപ്പ് ചെയ്തതാകാം, അല്ലെങ്കിൽ പേജ് മാറ്റിയിട്ടുണ്ടാകാം.',
    home: 'പൂമുഖത്തേക്ക് പോകുക',
    contact: 'സ്കൂളുമായി ബന്ധപ്പെടുക',
  },
} satisfies Messages
