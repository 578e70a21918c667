/** What "Send to subscribers now" on an urgent alert says, from the server and in the admin. */
export const SEND_NOW_MESSAGES = {
  signIn: 'Sign in to send an alert.',
  notAllowed: 'Only a school admin sends an alert to subscribers.',
  notPublished: 'Publish the alert first: only a published alert is sent.',
  failed: 'The alert could not be sent now. It goes out by itself within a minute; see the delivery log.',
  sent: (sent: number) => `Sent to ${sent} subscriber${sent === 1 ? '' : 's'} now.`,
  none: 'Nobody was waiting for this alert: every subscriber who follows alerts has it already, or nobody follows them.',
} as const
