import { FREQUENCY_LABELS, TOPIC_LABELS } from '@/collections/Subscriptions/choices'
import { CHOICES_SAVED, MAIL_NOT_SET_UP } from '@/forms/subscribe'

/**
 * The words of /Subscribe, the pages its mails' links open, and those mails (next-intl namespace
 * `Subscribe`, issue 52), English and Malayalam side by side; ml must have every key of en
 * (TypeScript checks it in ml.ts). The form's own labels and messages are in its text table
 * (ui-text/forms.ts); the English topic and frequency names are the admin's
 * (collections/Subscriptions/choices.ts).
 */
export const subscribeEn = {
  intro:
    'Get the school’s urgent alerts, circulars, events and news by e-mail, in English or Malayalam. Choose what you want to hear about; every mail has a link to change your choices or to stop.',
  notSetUp: MAIL_NOT_SET_UP,
  confirmHeading: 'Confirm your subscription',
  confirmText: 'Press the button to start receiving the school’s mail at {email}.',
  confirmButton: 'Confirm my subscription',
  badLink:
    'This link does not work any more: the address may have been removed, or the link was changed in copying. You can subscribe again.',
  subscribeAgain: 'Subscribe again',
  manageHeading: 'Your subscription',
  confirmed: 'Your subscription is confirmed. You will receive what you chose below.',
  saved: CHOICES_SAVED,
  forAddress: 'Mail goes to {email}.',
  leaveHeading: 'Stop all mail',
  leaveText: 'Your address will be deleted, and nothing more will be sent to it.',
  leaveButton: 'Unsubscribe',
  left: 'You have unsubscribed. Nothing more will be sent to this address, and it has been deleted.',
  topics: TOPIC_LABELS,
  frequencies: FREQUENCY_LABELS,
  push: {
    heading: 'Alerts on this phone',
    text: 'Get a notification on this phone or computer as soon as the school publishes what you chose above, in the language chosen, even when the website is closed. No e-mail address is needed.',
    button: 'Get alerts on this phone',
    save: 'Save these choices on this phone',
    on: 'This phone will get the school’s notifications.',
    off: 'Turn off alerts on this phone',
    stopped: 'Alerts on this phone are turned off.',
    blocked:
      'Notifications from this website are blocked in the browser’s settings. Allow them there, then press the button again.',
    failed: 'This browser could not set up its notifications. Try again later, or subscribe by e-mail above.',
    noTopics: 'Choose at least one kind of news above.',
    working: 'Setting up…',
  },
  mail: {
    confirmSubject: 'Confirm your subscription to {school}',
    confirmText:
      'Hello,\n\nSomeone, we hope you, asked {school} to send its news to this address:\n\n{choices}\n\nTo confirm, open this link:\n{link}\n\nIf it was not you, ignore this mail: nothing more will be sent, and the address will be deleted in 7 days.\n',
    manageSubject: 'Your subscription to {school}',
    manageText:
      'Hello,\n\nThis address already receives news from {school}:\n\n{choices}\n\nTo change what you receive, or to stop it, open this link:\n{link}\n\nIf you did not ask for this mail, ignore it: nothing has changed.\n',
    topics: 'What: {topics}',
    classes: 'Classes: {classes}',
    wholeSchool: 'Classes: whole-school news only',
    frequency: 'How often: {frequency}',
    alertsAtOnce: 'Urgent alerts always come at once.',
    kinds: { alerts: 'Urgent alert', circulars: 'Circular', events: 'Event', news: 'News' },
    readOn: 'Read it on the school’s website',
    inEnglish: '(in English)',
    why: 'You receive this because you subscribed on the school’s website. To change what you receive, or to stop it',
    digestSubject: '{school}: {count, plural, one {1 new item} other {# new items}}',
    digestIntro: 'Published since the last mail:',
  },
}

export const subscribeMl = {
  intro:
    'സ്കൂളിന്റെ അടിയന്തര അറിയിപ്പുകൾ, സർക്കുലറുകൾ, പരിപാടികൾ, വാർത്തകൾ എന്നിവ ഇമെയിലിൽ, മലയാളത്തിലോ ഇംഗ്ലീഷിലോ ലഭിക്കാൻ. വേണ്ടവ തിരഞ്ഞെടുക്കുക; ഓരോ മെയിലിലും തിരഞ്ഞെടുപ്പുകൾ മാറ്റാനോ മെയിൽ നിർത്താനോ ഉള്ള ലിങ്കുണ്ട്.',
  notSetUp: 'ഇമെയിൽ സബ്സ്ക്രിപ്ഷൻ ഇപ്പോൾ ലഭ്യമല്ല: സ്കൂൾ മെയിൽ സംവിധാനം ഇതുവരെ സജ്ജമാക്കിയിട്ടില്ല.',
  confirmHeading: 'സബ്സ്ക്രിപ്ഷൻ സ്ഥിരീകരിക്കുക',
  confirmText: '{email} എന്ന വിലാസത്തിൽ സ്കൂളിന്റെ മെയിലുകൾ ലഭിച്ചുതുടങ്ങാൻ ബട്ടൺ അമർത്തുക.',
  confirmButton: 'സബ്സ്ക്രിപ്ഷൻ സ്ഥിരീകരിക്കുന്നു',
  badLink:
    'ഈ ലിങ്ക് ഇനി പ്രവർത്തിക്കില്ല: വിലാസം നീക്കം ചെയ്തിരിക്കാം, അല്ലെങ്കിൽ പകർത്തിയപ്പോൾ ലിങ്ക് മാറിയിരിക്കാം. വീണ്ടും സബ്സ്ക്രൈബ് ചെയ്യാം.',
  subscribeAgain: 'വീണ്ടും സബ്സ്ക്രൈബ് ചെയ്യുക',
  manageHeading: 'നിങ്ങളുടെ സബ്സ്ക്രിപ്ഷൻ',
  confirmed: 'സബ്സ്ക്രിപ്ഷൻ സ്ഥിരീകരിച്ചു. താഴെ തിരഞ്ഞെടുത്തവ നിങ്ങൾക്ക് ലഭിക്കും.',
  saved: 'നിങ്ങളുടെ തിരഞ്ഞെടുപ്പുകൾ സേവ് ചെയ്തു.',
  forAddress: 'മെയിൽ അയയ്ക്കുന്നത് {email} എന്ന വിലാസത്തിലേക്ക്.',
  leaveHeading: 'എല്ലാ മെയിലും നിർത്തുക',
  leaveText: 'നിങ്ങളുടെ വിലാസം നീക്കം ചെയ്യും; ഇനി ഒന്നും അതിലേക്ക് അയയ്ക്കില്ല.',
  leaveButton: 'സബ്സ്ക്രിപ്ഷൻ അവസാനിപ്പിക്കുക',
  left: 'സബ്സ്ക്രിപ്ഷൻ അവസാനിപ്പിച്ചു. ഈ വിലാസത്തിലേക്ക് ഇനി ഒന്നും അയയ്ക്കില്ല; വിലാസം നീക്കം ചെയ്തു.',
  topics: {
    alerts: 'അടിയന്തര അറിയിപ്പുകൾ (അവധി, മഴ അവധി)',
    circulars: 'സർക്കുലറുകൾ',
    events: 'പരിപാടികളും അവധികളും',
    news: 'വാർത്തകൾ',
    admissions: 'പ്രവേശനം',
  },
  frequencies: {
    instant: 'പ്രസിദ്ധീകരിച്ചാലുടൻ',
    daily: 'ദിവസവും ഒരു മെയിൽ, വൈകിട്ട് 6 മണിക്ക്',
    weekly: 'ആഴ്ചയിൽ ഒരു മെയിൽ, വെള്ളിയാഴ്ച വൈകിട്ട് 6 മണിക്ക്',
  },
  push: {
    heading: 'ഈ ഫോണിൽ അറിയിപ്പുകൾ',
    text: 'മുകളിൽ തിരഞ്ഞെടുത്തവ സ്കൂൾ പ്രസിദ്ധീകരിച്ചാലുടൻ, തിരഞ്ഞെടുത്ത ഭാഷയിൽ, ഈ ഫോണിലോ കമ്പ്യൂട്ടറിലോ അറിയിപ്പായി ലഭിക്കും; വെബ്സൈറ്റ് തുറന്നിട്ടില്ലെങ്കിലും. ഇമെയിൽ വിലാസം ആവശ്യമില്ല.',
    button: 'ഈ ഫോണിൽ അറിയിപ്പുകൾ നേടുക',
    save: 'ഈ തിരഞ്ഞെടുപ്പുകൾ ഈ ഫോണിൽ സേവ് ചെയ്യുക',
    on: 'ഈ ഫോണിൽ സ്കൂളിന്റെ അറിയിപ്പുകൾ ലഭിക്കും.',
    off: 'ഈ ഫോണിലെ അറിയിപ്പുകൾ നിർത്തുക',
    stopped: 'ഈ ഫോണിലെ അറിയിപ്പുകൾ നിർത്തി.',
    blocked: 'ഈ വെബ്സൈറ്റിൽ നിന്നുള്ള അറിയിപ്പുകൾ ബ്രൗസറിന്റെ ക്രമീകരണങ്ങളിൽ തടഞ്ഞിരിക്കുന്നു. അവിടെ അനുവദിച്ച ശേഷം ബട്ടൺ വീണ്ടും അമർത്തുക.',
    failed: 'ഈ ബ്രൗസറിൽ അറിയിപ്പുകൾ സജ്ജമാക്കാനായില്ല. പിന്നീട് വീണ്ടും ശ്രമിക്കുക, അല്ലെങ്കിൽ മുകളിൽ ഇമെയിലിൽ സബ്സ്ക്രൈബ് ചെയ്യുക.',
    noTopics: 'മുകളിൽ ഒരു ഇനമെങ്കിലും തിരഞ്ഞെടുക്കുക.',
    working: 'സജ്ജമാക്കുന്നു…',
  },
  mail: {
    confirmSubject: '{school}: സബ്സ്ക്രിപ്ഷൻ സ്ഥിരീകരിക്കുക',
    confirmText:
      'നമസ്കാരം,\n\n{school} സ്കൂളിന്റെ വാർത്തകൾ ഈ വിലാസത്തിലേക്ക് അയയ്ക്കാൻ ആരോ (നിങ്ങൾ തന്നെയെന്ന് കരുതുന്നു) ആവശ്യപ്പെട്ടു:\n\n{choices}\n\nസ്ഥിരീകരിക്കാൻ ഈ ലിങ്ക് തുറക്കുക:\n{link}\n\nനിങ്ങളല്ല ആവശ്യപ്പെട്ടതെങ്കിൽ ഈ മെയിൽ അവഗണിക്കുക: ഇനി ഒന്നും അയയ്ക്കില്ല, 7 ദിവസത്തിനകം വിലാസം നീക്കം ചെയ്യും.\n',
    manageSubject: '{school}: നിങ്ങളുടെ സബ്സ്ക്രിപ്ഷൻ',
    manageText:
      'നമസ്കാരം,\n\nഈ വിലാസത്തിലേക്ക് ഇപ്പോൾത്തന്നെ {school} സ്കൂളിന്റെ വാർത്തകൾ അയയ്ക്കുന്നുണ്ട്:\n\n{choices}\n\nലഭിക്കുന്നവ മാറ്റാനോ നിർത്താനോ ഈ ലിങ്ക് തുറക്കുക:\n{link}\n\nനിങ്ങൾ ആവശ്യപ്പെട്ടതല്ലെങ്കിൽ ഈ മെയിൽ അവഗണിക്കുക: ഒന്നും മാറിയിട്ടില്ല.\n',
    topics: 'എന്തെല്ലാം: {topics}',
    classes: 'ക്ലാസുകൾ: {classes}',
    wholeSchool: 'ക്ലാസുകൾ: സ്കൂളിനാകെയുള്ള അറിയിപ്പുകൾ മാത്രം',
    frequency: 'എത്ര തവണ: {frequency}',
    alertsAtOnce: 'അടിയന്തര അറിയിപ്പുകൾ എപ്പോഴും ഉടൻ അയയ്ക്കും.',
    kinds: { alerts: 'അടിയന്തര അറിയിപ്പ്', circulars: 'സർക്കുലർ', events: 'പരിപാടി', news: 'വാർത്ത' },
    readOn: 'സ്കൂൾ വെബ്സൈറ്റിൽ വായിക്കാൻ',
    inEnglish: '(ഇംഗ്ലീഷിൽ)',
    why: 'സ്കൂൾ വെബ്സൈറ്റിൽ സബ്സ്ക്രൈബ് ചെയ്തതിനാലാണ് ഈ മെയിൽ ലഭിക്കുന്നത്. ലഭിക്കുന്നവ മാറ്റാനോ നിർത്താനോ',
    digestSubject: '{school}: {count} പുതിയ അറിയിപ്പുകൾ',
    digestIntro: 'കഴിഞ്ഞ മെയിലിന് ശേഷം പ്രസിദ്ധീകരിച്ചവ:',
  },
} satisfies typeof subscribeEn
