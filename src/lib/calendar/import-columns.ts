/**
 * The columns of the office's calendar spreadsheet (lib/calendar/import-rows.ts), apart from the
 * reader: the admin's import page names them without loading the spreadsheet libraries.
 */
export const IMPORT_COLUMNS = ['date', 'end date', 'title', 'category', 'classes'] as const
