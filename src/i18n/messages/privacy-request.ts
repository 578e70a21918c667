import { REQUEST_KIND_LABELS } from '@/forms/privacy-request'

/**
 * The words of /PrivacyRequest, the request's own page and the mails to the person (namespace
 * `PrivacyRequest`, issue 55), English and Malayalam side by side; ml must have every key of en
 * (TypeScript checks it in ml.ts). The form's labels and messages are in its text table
 * (ui-text/forms.ts); the kinds' English words are the admin's (forms/privacy-request.ts).
 */
export const privacyRequestEn = {
  intro:
    'Ask to see, correct or delete what the school holds about you or your child, name someone to act for you, or complain about how your data was handled. You get a tracking number at once; the school answers within {days} days.',
  kinds: REQUEST_KIND_LABELS,
  heading: 'Privacy request {number}',
  badLink: 'This link does not lead to a request. Open the whole link from the school’s mail.',
  received: 'Received on {date}',
  asks: 'You asked to: {kind}',
  statuses: {
    received: 'Received: the school will check who is asking, then answer.',
    'identity-checked': 'Who is asking is checked: the school is preparing its answer.',
    answered: 'Answered on {date}; the answer was mailed to you.',
    refused: 'Refused on {date}; the reasons were mailed to you.',
  },
  due: 'The school answers by {date} at the latest.',
  answerHeading: 'The school’s answer',
  codeHeading: 'Confirm it is you',
  codeIntro: 'The school mailed you a six-digit code. Type it here to confirm that you asked.',
  codeLabel: 'Code from the mail',
  codeButton: 'Confirm',
  codeResults: {
    checked: 'Thank you: it is confirmed that you asked.',
    wrong: 'That is not the code in the mail. Check it and try again.',
    expired: 'The code has run out (or was mistyped too often). Ask the school for a new one.',
    none: 'No code is waiting for this request.',
  },
  mail: {
    receivedSubject: 'Your privacy request {number}',
    receivedText:
      'Dear {name},\n\nThe school has received your privacy request. Its tracking number is {number}.\n\nFollow it here: {link}\n\nBefore showing, correcting or deleting anything, the school checks that the request is yours: it may mail you a code to type on that page. It answers within {days} days.\n\nQuestions: {officer}, {email}\n\n{school}',
    codeSubject: 'Your code for privacy request {number}',
    codeText:
      'Your code is {code}. Type it on your request’s page within {hours} hours: {link}\n\nIf you did not ask the school about your data, ignore this mail and tell the school.\n\n{school}',
    answerSubject: 'The school’s answer to your privacy request {number}',
    answerText: 'Your privacy request {number} is answered:\n\n{answer}\n\nQuestions: {officer}, {email}\n\n{school}',
    refusedText:
      'The school cannot do what your privacy request {number} asks:\n\n{answer}\n\nThe reason: {reason}\n\nIf you are not satisfied, write to {officer}, {email}; you may also complain to the Data Protection Board of India.\n\n{school}',
  },
}

export const privacyRequestMl: typeof privacyRequestEn = {
  intro:
    'സ്കൂളിന്റെ പക്കലുള്ള നിങ്ങളുടെയോ കുട്ടിയുടെയോ വിവരങ്ങൾ കാണാനോ തിരുത്താനോ നീക്കം ചെയ്യാനോ, നിങ്ങൾക്കുവേണ്ടി പ്രവർത്തിക്കാൻ ഒരാളെ നാമനിർദേശം ചെയ്യാനോ, നിങ്ങളുടെ വിവരങ്ങൾ കൈകാര്യം ചെയ്ത രീതിയെക്കുറിച്ച് പരാതിപ്പെടാനോ അപേക്ഷിക്കുക. ഉടൻ ഒരു ട്രാക്കിങ് നമ്പർ ലഭിക്കും; {days} ദിവസത്തിനകം സ്കൂൾ മറുപടി നൽകും.',
  kinds: {
    access: 'സ്കൂളിന്റെ പക്കലുള്ള എന്റെ വിവരങ്ങൾ കാണണം',
    correction: 'സ്കൂളിന്റെ പക്കലുള്ള എന്റെ വിവരങ്ങൾ തിരുത്തണം',
    erasure: 'സ്കൂളിന്റെ പക്കലുള്ള എന്റെ വിവരങ്ങൾ നീക്കം ചെയ്യണം',
    nomination: 'എനിക്കുവേണ്ടി പ്രവർത്തിക്കാൻ ഒരാളെ നാമനിർദേശം ചെയ്യണം',
    grievance: 'എന്റെ വിവരങ്ങൾ കൈകാര്യം ചെയ്ത രീതിയെക്കുറിച്ചുള്ള പരാതി',
  },
  heading: 'സ്വകാര്യതാ അപേക്ഷ {number}',
  badLink: 'ഈ ലിങ്ക് ഒരു അപേക്ഷയിലേക്കും നയിക്കുന്നില്ല. സ്കൂളിന്റെ മെയിലിലെ ലിങ്ക് പൂർണ്ണമായി തുറക്കുക.',
  received: '{date}-ന് ലഭിച്ചു',
  asks: 'നിങ്ങളുടെ ആവശ്യം: {kind}',
  statuses: {
    received: 'ലഭിച്ചു: അപേക്ഷിച്ചത് നിങ്ങളാണെന്ന് ഉറപ്പാക്കിയ ശേഷം സ്കൂൾ മറുപടി നൽകും.',
    'identity-checked': 'അപേക്ഷിച്ചത് നിങ്ങളാണെന്ന് ഉറപ്പാക്കി: സ്കൂൾ മറുപടി തയ്യാറാക്കുന്നു.',
    answered: '{date}-ന് മറുപടി നൽകി; മറുപടി നിങ്ങൾക്ക് മെയിൽ ചെയ്തു.',
    refused: '{date}-ന് നിരസിച്ചു; കാരണങ്ങൾ നിങ്ങൾക്ക് മെയിൽ ചെയ്തു.',
  },
  due: 'ഏറ്റവും വൈകിയാൽ {date}-നകം സ്കൂൾ മറുപടി നൽകും.',
  answerHeading: 'സ്കൂളിന്റെ മറുപടി',
  codeHeading: 'അപേക്ഷിച്ചത് നിങ്ങളാണെന്ന് ഉറപ്പാക്കുക',
  codeIntro: 'സ്കൂൾ നിങ്ങൾക്ക് ആറക്ക കോഡ് മെയിൽ ചെയ്തിട്ടുണ്ട്. അപേക്ഷിച്ചത് നിങ്ങളാണെന്ന് ഉറപ്പാക്കാൻ അത് ഇവിടെ നൽകുക.',
  codeLabel: 'മെയിലിലെ കോഡ്',
  codeButton: 'ഉറപ്പാക്കുക',
  codeResults: {
    checked: 'നന്ദി: അപേക്ഷിച്ചത് നിങ്ങളാണെന്ന് ഉറപ്പായി.',
    wrong: 'ഇത് മെയിലിലെ കോഡല്ല. പരിശോധിച്ച് വീണ്ടും ശ്രമിക്കുക.',
    expired: 'കോഡിന്റെ കാലാവധി കഴിഞ്ഞു (അല്ലെങ്കിൽ പലതവണ തെറ്റി). പുതിയ കോഡിനായി സ്കൂളിനോട് ആവശ്യപ്പെടുക.',
    none: 'ഈ അപേക്ഷയ്ക്ക് കോഡൊന്നും അയച്ചിട്ടില്ല.',
  },
  mail: {
    receivedSubject: 'നിങ്ങളുടെ സ്വകാര്യതാ അപേക്ഷ {number}',
    receivedText:
      'പ്രിയ {name},\n\nനിങ്ങളുടെ സ്വകാര്യതാ അപേക്ഷ സ്കൂളിന് ലഭിച്ചു. ട്രാക്കിങ് നമ്പർ {number}.\n\nഅപേക്ഷയുടെ നില ഇവിടെ അറിയാം: {link}\n\nഎന്തെങ്കിലും കാണിക്കുകയോ തിരുത്തുകയോ നീക്കം ചെയ്യുകയോ ചെയ്യുന്നതിനുമുമ്പ് അപേക്ഷ നിങ്ങളുടേതാണെന്ന് സ്കൂൾ ഉറപ്പാക്കും: ആ പേജിൽ നൽകാനുള്ള ഒരു കോഡ് മെയിൽ ചെയ്തേക്കാം. {days} ദിവസത്തിനകം മറുപടി നൽകും.\n\nസംശയങ്ങൾക്ക്: {officer}, {email}\n\n{school}',
    codeSubject: 'സ്വകാര്യതാ അപേക്ഷ {number}: നിങ്ങളുടെ കോഡ്',
    codeText:
      'നിങ്ങളുടെ കോഡ് {code}. {hours} മണിക്കൂറിനകം അപേക്ഷയുടെ പേജിൽ നൽകുക: {link}\n\nനിങ്ങൾ സ്കൂളിനോട് വിവരങ്ങളെക്കുറിച്ച് അപേക്ഷിച്ചിട്ടില്ലെങ്കിൽ ഈ മെയിൽ അവഗണിച്ച് സ്കൂളിനെ അറിയിക്കുക.\n\n{school}',
    answerSubject: 'നിങ്ങളുടെ സ്വകാര്യതാ അപേക്ഷ {number}: സ്കൂളിന്റെ മറുപടി',
    answerText: 'നിങ്ങളുടെ സ്വകാര്യതാ അപേക്ഷ {number}-ന്റെ മറുപടി:\n\n{answer}\n\nസംശയങ്ങൾക്ക്: {officer}, {email}\n\n{school}',
    refusedText:
      'നിങ്ങളുടെ സ്വകാര്യതാ അപേക്ഷ {number} ആവശ്യപ്പെടുന്നത് ചെയ്യാൻ സ്കൂളിന് കഴിയില്ല:\n\n{answer}\n\nകാരണം: {reason}\n\nതൃപ്തരല്ലെങ്കിൽ {officer}, {email} എന്നതിൽ എഴുതുക; ഡാറ്റാ പ്രൊട്ടക്ഷൻ ബോർഡ് ഓഫ് ഇന്ത്യയ്ക്കും പരാതി നൽകാം.\n\n{school}',
  },
}
