/**
 * CBSE's mandatory public disclosure (Affiliation Bye-Laws, Appendix IX): its sections and items,
 * each with the table of the disclosure record that answers it (collections/Disclosures.ts). The
 * one list the admin's "Appendix IX item" choices, the completeness score and the office guide
 * read. Items and wording as CBSE's format gives them (the 2021 format, which schools' pages copy;
 * Circular 1/2026's own text could not be found: decision 0064).
 *
 * A row answers an item when the office chose that item for it; a row without a choice answers the
 * item its English label names (`match`), so a school's rows as they stood count at once.
 */

export const APPENDIX_SECTIONS = {
  A: 'General information',
  B: 'Documents and information',
  C: 'Result and academics',
  D: 'Staff (teaching)',
  E: 'School infrastructure',
} as const

export type AppendixSection = keyof typeof APPENDIX_SECTIONS

/** The disclosure's tables of label-and-value rows. */
export const INFO_TABLES = ['generalInformation', 'staff', 'infrastructure'] as const
/** The disclosure's tables of document rows (an uploaded file or a link). */
export const DOCUMENT_TABLES = ['sarasLinks', 'documents', 'academics'] as const
/** The board results, Class X and Class XII, a row per year. */
export const RESULT_TABLES = ['resultsClassX', 'results'] as const

export type InfoTable = (typeof INFO_TABLES)[number]
export type DocumentTable = (typeof DOCUMENT_TABLES)[number]
export type ResultTable = (typeof RESULT_TABLES)[number]
/** Where an item is answered: a table of rows, or the inspection video's own field. */
export type AnswerPlace = InfoTable | DocumentTable | ResultTable | 'inspectionVideoUrl'

export type AppendixItem = {
  /** "B6": the section's letter and the item's number in it. */
  code: string
  section: AppendixSection
  label: string
  place: AnswerPlace
  /** CBSE's "if applicable" / "as applicable": the office may mark it as not applying to the school. */
  ifApplicable?: true
  /** An English row label that answers the item when the row names no item itself. */
  match?: RegExp
}

/** Board results are asked for the last three years. */
export const RESULT_YEARS = 3

const item = (code: string, place: AnswerPlace, label: string, match?: RegExp, ifApplicable?: true): AppendixItem => ({
  code,
  section: code[0] as AppendixSection,
  label,
  place,
  match,
  ifApplicable,
})

export const APPENDIX_IX: readonly AppendixItem[] = [
  item('A1', 'generalInformation', 'Name of the school', /name of the school/i),
  item('A2', 'generalInformation', 'Affiliation no.', /affiliation/i, true),
  item('A3', 'generalInformation', 'School code', /school code/i, true),
  item('A4', 'generalInformation', 'Complete address with pin code', /address/i),
  item('A5', 'generalInformation', 'Principal name and qualification', /principal/i),
  item('A6', 'generalInformation', 'School e-mail ID', /e-?mail/i),
  item('A7', 'generalInformation', 'Contact details (landline/mobile)', /contact|phone|mobile|landline/i),
  item(
    'B1',
    'documents',
    'Copies of affiliation/upgradation letter and recent extension of affiliation',
    /affiliation.*letter|upgradation/i,
  ),
  item(
    'B2',
    'documents',
    'Copies of societies/trust/company registration/renewal certificate',
    /societ|trust|company registration/i,
    true,
  ),
  item(
    'B3',
    'documents',
    'Copy of no objection certificate (NOC) issued by the State Government/UT',
    /\bNOC\b|no objection/i,
    true,
  ),
  item(
    'B4',
    'documents',
    'Copies of recognition certificate under RTE Act, 2009, and its renewal',
    /recognition|RTE/i,
    true,
  ),
  item(
    'B5',
    'documents',
    'Copy of valid building safety certificate as per the National Building Code',
    /building safety/i,
  ),
  item('B6', 'documents', 'Copy of valid fire safety certificate issued by the competent authority', /fire/i),
  item(
    'B7',
    'documents',
    'Copy of the DEO certificate submitted for affiliation/upgradation/extension, or self certification by the school',
    /\bDEO\b|self.?certification/i,
  ),
  item('B8', 'documents', 'Copies of valid water, health and sanitation certificates', /water|sanitation/i),
  item('C1', 'academics', 'Fee structure of the school', /fee/i),
  item('C2', 'academics', 'Annual academic calendar', /calendar/i),
  item('C3', 'academics', 'List of School Management Committee (SMC)', /\bSMC\b|management committee/i),
  item('C4', 'academics', 'List of Parents Teachers Association (PTA) members', /\bPTA\b|parents.? teachers/i),
  item('C5', 'academics', 'Last three-year result of the board examination', /result/i),
  item('C6', 'resultsClassX', 'Result: Class X, last three years', undefined, true),
  item('C7', 'results', 'Result: Class XII, last three years', undefined, true),
  item('D1', 'staff', 'Principal', /^principal/i),
  item('D2', 'staff', 'Total no. of teachers (PGT, TGT, PRT)', /total.*teachers/i),
  item('D3', 'staff', 'Teachers section ratio', /ratio/i),
  item('D4', 'staff', 'Details of special educator', /special educator/i),
  item('D5', 'staff', 'Details of counsellor and wellness teacher', /counsell?or|wellness/i),
  item('E1', 'infrastructure', 'Total campus area of the school (in sq m)', /campus/i),
  item('E2', 'infrastructure', 'No. and size of the classrooms (in sq m)', /class ?rooms/i),
  item('E3', 'infrastructure', 'No. and size of laboratories including computer labs (in sq m)', /lab/i),
  item('E4', 'infrastructure', 'Internet facility', /internet/i),
  item('E5', 'infrastructure', 'No. of girls toilets', /girls/i),
  item('E6', 'infrastructure', 'No. of boys toilets', /boys/i),
  item('E7', 'inspectionVideoUrl', 'YouTube video of the inspection of the school covering its infrastructure'),
]

export const itemLabel = (item: AppendixItem) => `${item.code} ${item.label}`

/** The items a table's rows may answer, as the admin's choice on each row offers them. */
export const itemsOf = (place: AnswerPlace) => APPENDIX_IX.filter((i) => i.place === place)

/** The items CBSE asks for only where they apply, as the admin's "Not applicable" offers them. */
export const APPLICABLE_ONLY = APPENDIX_IX.filter((i) => i.ifApplicable)

/** The item a row answers: the one chosen on it, else the first of its table whose pattern its English label meets. */
export function rowItem(place: AnswerPlace, row: { item?: string | null; label?: string | null }): string | undefined {
  if (row.item) return row.item
  const label = row.label ?? ''
  return itemsOf(place).find((i) => i.match?.test(label))?.code
}
