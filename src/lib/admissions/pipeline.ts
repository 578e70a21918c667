import type { Locale } from '@/i18n/locales.mjs'

/** An application's steps, stored as written (the words), in the order the office takes them. */
export const ADMISSION_STATUSES = [
  'registered',
  'interaction-scheduled',
  'offered',
  'admitted',
  'wait-listed',
  'declined',
  'withdrawn',
] as const
export type AdmissionStatus = (typeof ADMISSION_STATUSES)[number]

/** How the office (the admin, in English) names each step. */
export const STATUS_LABELS: Record<AdmissionStatus, string> = {
  registered: 'Registered',
  'interaction-scheduled': 'Interaction scheduled',
  offered: 'Seat offered',
  admitted: 'Admitted',
  'wait-listed': 'Wait-listed',
  declined: 'Declined',
  withdrawn: 'Withdrawn',
}

/** What a parent reads of each step on /AdmissionStatus: its name, and what happens next. */
export const STATUS_FOR_PARENTS: Record<Locale, Record<AdmissionStatus, { status: string; next: string }>> = {
  en: {
    registered: {
      status: 'Registered',
      next: 'The school has your registration. You will hear from the school when the interactions are scheduled.',
    },
    'interaction-scheduled': {
      status: 'Interaction scheduled',
      next: 'Please bring the child to the school for the interaction at the time in the school’s message.',
    },
    offered: {
      status: 'Seat offered',
      next: 'A seat is offered. Please complete the admission at the school office with the documents in the school’s message.',
    },
    admitted: { status: 'Admitted', next: 'The admission is complete. Welcome to the school.' },
    'wait-listed': {
      status: 'On the waiting list',
      next: 'The school will write to you if a seat becomes free.',
    },
    declined: {
      status: 'Not offered a seat',
      next: 'The school could not offer a seat this year. Nothing more is needed.',
    },
    withdrawn: { status: 'Withdrawn', next: 'The application was withdrawn. Nothing more is needed.' },
  },
  ml: {
    registered: {
      status: 'രജിസ്റ്റർ ചെയ്തു',
      next: 'നിങ്ങളുടെ രജിസ്ട്രേഷൻ സ്കൂളിന് ലഭിച്ചു. അഭിമുഖങ്ങളുടെ സമയം നിശ്ചയിക്കുമ്പോൾ സ്കൂൾ അറിയിക്കും.',
    },
    'interaction-scheduled': {
      status: 'അഭിമുഖം നിശ്ചയിച്ചു',
      next: 'സ്കൂളിന്റെ സന്ദേശത്തിലുള്ള സമയത്ത് കുട്ടിയുമായി അഭിമുഖത്തിന് സ്കൂളിൽ എത്തുക.',
    },
    offered: {
      status: 'സീറ്റ് അനുവദിച്ചു',
      next: 'സീറ്റ് അനുവദിച്ചിരിക്കുന്നു. സ്കൂളിന്റെ സന്ദേശത്തിലുള്ള രേഖകളുമായി ഓഫീസിലെത്തി പ്രവേശനം പൂർത്തിയാക്കുക.',
    },
    admitted: { status: 'പ്രവേശനം ലഭിച്ചു', next: 'പ്രവേശനം പൂർത്തിയായി. സ്കൂളിലേക്ക് സ്വാഗതം.' },
    'wait-listed': {
      status: 'കാത്തിരിപ്പ് പട്ടികയിൽ',
      next: 'സീറ്റ് ഒഴിവു വന്നാൽ സ്കൂൾ അറിയിക്കും.',
    },
    declined: {
      status: 'സീറ്റ് ലഭിച്ചില്ല',
      next: 'ഈ വർഷം സീറ്റ് അനുവദിക്കാൻ സ്കൂളിന് കഴിഞ്ഞില്ല. മറ്റൊന്നും ചെയ്യേണ്ടതില്ല.',
    },
    withdrawn: { status: 'പിൻവലിച്ചു', next: 'അപേക്ഷ പിൻവലിച്ചു. മറ്റൊന്നും ചെയ്യേണ്ടതില്ല.' },
  },
}

/** Steps that hold a seat, counted against the class's seats on the office's board. */
export const HOLDS_SEAT: readonly AdmissionStatus[] = ['admitted']

export const isAdmissionStatus = (value: unknown): value is AdmissionStatus =>
  typeof value === 'string' && (ADMISSION_STATUSES as readonly string[]).includes(value)
