import ExcelJS from 'exceljs'
import { describe, expect, it } from 'vitest'

import { IMPORT_MESSAGES, readClasses, readDay, readImportFile } from '@/lib/calendar/import-rows'

const csv = (...lines: string[]) => Buffer.from(lines.join('\r\n'))

describe('the calendar’s spreadsheet, read', () => {
  it('reads days as Kerala writes them, and refuses days no calendar has', () => {
    expect(readDay('05/12/2026')).toBe('2026-12-05')
    expect(readDay('5-1-2027')).toBe('2027-01-05')
    expect(readDay('05.12.26')).toBe('2026-12-05')
    expect(readDay('2026-12-05')).toBe('2026-12-05')
    expect(readDay(new Date(Date.UTC(2026, 11, 5)))).toBe('2026-12-05')
    expect(readDay(46361)).toBe('2026-12-05')
    for (const wrong of ['31/02/2027', '12/13/2026', 'next Monday', '']) expect(readDay(wrong)).toBeNull()
  })

  it('reads classes one by one and as ranges, and names the one that is none', () => {
    expect(readClasses('')).toEqual([])
    expect(readClasses('I, II; V')).toEqual(['I', 'II', 'V'])
    expect(readClasses('V-VIII')).toEqual(['V', 'VI', 'VII', 'VIII'])
    expect(readClasses('Pre-primary to II')).toEqual(['Pre-primary', 'I', 'II'])
    expect(readClasses('I, XIII')).toEqual({ wrong: 'XIII' })
  })

  it('takes a CSV’s rows, each refused row by its number and reason', async () => {
    const read = await readImportFile(
      'year.csv',
      csv(
        '\uFEFFDate,End date,Title,Category,Classes',
        '12/06/2027,,Second Saturday,Holiday,',
        '23/08/2027,01/09/2027,Onam holidays,holidays,',
        '31/02/2027,,Sports day,Sports,',
        '06/12/2027,,Model exams,Exams,"V-X"',
        '06/12/2027,05/12/2027,Annual day,Celebration,',
        '07/12/2027,,Picnic,Outing,',
        ',,,,',
        '08/12/2027,,Class trip,Other,XIII',
        '12/06/2027,,second saturday,Holiday,',
      ),
    )
    if ('problem' in read) throw new Error(read.problem)
    expect(read.rows.map((r) => [r.row, r.date, r.endDate, r.title, r.category, r.classes.length])).toEqual([
      [2, '2027-06-12', null, 'Second Saturday', 'holiday', 0],
      [3, '2027-08-23', '2027-09-01', 'Onam holidays', 'holiday', 0],
      [5, '2027-12-06', null, 'Model exams', 'exam', 6],
    ])
    expect(read.refused).toEqual([
      { row: 4, reason: IMPORT_MESSAGES.badDate('31/02/2027') },
      { row: 6, reason: IMPORT_MESSAGES.endBeforeStart },
      { row: 7, reason: IMPORT_MESSAGES.badCategory('Outing') },
      { row: 9, reason: IMPORT_MESSAGES.badClass('XIII') },
      { row: 10, reason: IMPORT_MESSAGES.repeated(2) },
    ])
  })

  it('takes an Excel workbook with real date cells', async () => {
    const book = new ExcelJS.Workbook()
    const sheet = book.addWorksheet('Year')
    sheet.addRow(['title', 'date', 'end date', 'category', 'classes'])
    sheet.addRow([
      'Christmas holidays',
      new Date(Date.UTC(2027, 11, 24)),
      new Date(Date.UTC(2028, 0, 1)),
      'Holiday',
      '',
    ])
    sheet.addRow(['PTM', '18/12/2027', '', 'PTM', 'I, II'])
    const read = await readImportFile('year.xlsx', Buffer.from(await book.xlsx.writeBuffer()))
    if ('problem' in read) throw new Error(read.problem)
    expect(read.rows.map((r) => [r.title, r.date, r.endDate, r.category, r.classes])).toEqual([
      ['Christmas holidays', '2027-12-24', '2028-01-01', 'holiday', []],
      ['PTM', '2027-12-18', null, 'ptm', ['I', 'II']],
    ])
  })

  it('names what is wrong with a file as a whole', async () => {
    expect(await readImportFile('year.pdf', Buffer.from('%PDF'))).toEqual({ problem: IMPORT_MESSAGES.kind })
    expect(await readImportFile('year.xlsx', Buffer.from('not a workbook'))).toEqual({
      problem: IMPORT_MESSAGES.unreadable,
    })
    expect(await readImportFile('year.csv', csv('When,What', '1/1/2027,New year'))).toEqual({
      problem: IMPORT_MESSAGES.columns(['date', 'title']),
    })
    expect(await readImportFile('year.csv', csv('date,title'))).toEqual({ problem: IMPORT_MESSAGES.empty })
  })
})
