/**
 * The visitor's mistake, found after the schema passed (a closed admission, a CV that is no PDF,
 * a JSON string that is no list): a 400 from the API, the message (or the fields' messages) on
 * the form, never a 500.
 */
export class BadRequest extends Error {
  constructor(
    message: string,
    readonly fields?: Record<string, string | undefined>,
  ) {
    super(message)
  }
}
