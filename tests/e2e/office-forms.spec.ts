import { request as playwrightRequest, type APIRequestContext, type Page } from '@playwright/test'

import { OFFICE_FORM_MESSAGES } from '../../src/forms/office-form-messages'
import { PTM_TIMES, ptmForm } from '../helpers/ptm-form'

import { E2E_ADMIN } from './helpers/e2e-server'
import { serverWithMail } from './helpers/mail-server'
import { apiSignIn, expectNoAxeViolations, hydrated } from './helpers/site'
import { expect, test } from './helpers/test'

/**
 * Forms the office builds, as parents meet them, on a server of its own that mails through an SMTP
 * server this test started: a bilingual PTM booking of twelve 10-minute times (a mobile number, a
 * declaration) and a trip consent slip with a question asked only after a certain answer, both
 * published, the slip on an own page too. Without JavaScript in Malayalam at 360 px (errors naming
 * each question, the confirmation mail's link to change the time and to cancel); with it, the
 * condition appearing as it is met, and a time taken by another parent meanwhile.
 */
let server: Awaited<ReturnType<typeof serverWithMail>>['server']
let smtp: Awaited<ReturnType<typeof serverWithMail>>['smtp']
let api: APIRequestContext
let headers: Record<string, string>

test.describe.configure({ mode: 'serial' })

const ml = OFFICE_FORM_MESSAGES.ml
const en = OFFICE_FORM_MESSAGES.en
const TIMES = PTM_TIMES

/** Creates a record in English, then gives its Malayalam words (the rows keep their ids). */
type Row = Record<string, unknown> & { options?: Row[] }

async function bilingual(
  collection: string,
  english: Record<string, unknown>,
  malayalam: (doc: { id: number; fields: Row[] }) => object,
) {
  const made = await api.post(`/cms-api/${collection}?locale=en`, { headers, data: english })
  expect(made.ok(), await made.text()).toBe(true)
  const { doc } = await made.json()
  const changed = await api.patch(`/cms-api/${collection}/${doc.id}?locale=ml`, { headers, data: malayalam(doc) })
  expect(changed.ok(), await changed.text()).toBe(true)
  return doc
}

test.beforeAll(async () => {
  test.setTimeout(180_000)
  ;({ server, smtp } = await serverWithMail({ OFFICE_EMAIL: 'office@school.example' }))
  api = await playwrightRequest.newContext({ baseURL: server.baseURL })
  headers = await apiSignIn(api, E2E_ADMIN)
  const { docs } = await (await api.get('/cms-api/schools?limit=1', { headers })).json()
  const school = docs[0].id
  await bilingual(
    'forms',
    ptmForm(school, {
      intro: 'Choose a time to meet the class teacher on Saturday.',
      mailConfirmation: true,
      // The parent's e-mail, for the confirmation with its link.
      fields: [
        ...ptmForm(school).fields.slice(0, 2),
        { blockType: 'email', label: 'E-mail', required: false },
        ...ptmForm(school).fields.slice(2),
      ],
    }),
    (doc) => ({
      title: 'പിടിഎം ബുക്കിംഗ്, അഞ്ചാം ക്ലാസ്',
      intro: 'ശനിയാഴ്ച ക്ലാസ് ടീച്ചറെ കാണാൻ ഒരു സമയം തിരഞ്ഞെടുക്കുക.',
      confirmation: 'നിങ്ങളുടെ സമയം ബുക്ക് ചെയ്തു. പ്രോഗ്രസ് കാർഡ് കൊണ്ടുവരിക.',
      fields: doc.fields.map((f, i) => ({
        ...f,
        label: ['രക്ഷിതാവിന്റെ പേര്', 'മൊബൈൽ നമ്പർ', 'ഇ-മെയിൽ', 'സമയം', 'ഞാൻ കൃത്യസമയത്ത് എത്തും.'][i],
      })),
    }),
  )
  const consent = await bilingual(
    'forms',
    {
      school,
      _status: 'published',
      title: 'Trip consent: Munnar',
      slug: 'munnar-trip',
      fields: [
        { blockType: 'text', label: 'Child’s name', required: true },
        {
          blockType: 'choice',
          label: 'May your child go?',
          options: [{ label: 'Yes' }, { label: 'No' }],
        },
        {
          blockType: 'text',
          label: 'Pick-up point',
          required: true,
          showWhen: { question: 'May your child go?', is: 'Yes' },
        },
        { blockType: 'declaration', label: 'I am the parent or guardian.' },
      ],
    },
    (doc) => ({
      title: 'വിനോദയാത്ര സമ്മതപത്രം: മൂന്നാർ',
      fields: doc.fields.map((f, i) => ({
        ...f,
        label: ['കുട്ടിയുടെ പേര്', 'കുട്ടിക്ക് പോകാമോ?', 'കയറുന്ന സ്ഥലം', 'ഞാൻ രക്ഷിതാവാണ്.'][i],
        ...(f.options ? { options: f.options.map((o, j) => ({ ...o, label: ['അതെ', 'ഇല്ല'][j] })) } : {}),
      })),
    }),
  )
  const page = await api.post('/cms-api/custom-pages', {
    headers,
    data: {
      school,
      _status: 'published',
      title: 'Munnar trip',
      slug: 'munnar',
      layout: [{ blockType: 'form', form: consent.id }],
    },
  })
  expect(page.ok(), await page.text()).toBe(true)
})

test.afterAll(async () => {
  await api?.dispose()
  await server?.stop()
  await smtp?.stop()
})

/**
 * The errors the form shows, waited for: without JavaScript a submit is a page load, and reading
 * before it ends reads the form as it was (CI once did).
 */
const errorsShown = (page: Page) => page.locator('form [id$="-error"]')

test.describe('without JavaScript, in Malayalam, at 360 px', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 360, height: 800 } })

  test('a parent books a PTM time, is told each mistake by its question, and changes and cancels from the mail', async ({
    page,
  }) => {
    test.setTimeout(120_000)
    await page.goto(`${server.baseURL}/ml/forms/ptm-class-5`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('പിടിഎം ബുക്കിംഗ്, അഞ്ചാം ക്ലാസ്')
    await expect(page.getByRole('radio')).toHaveCount(12)
    await page.getByRole('button', { name: 'സമർപ്പിക്കുക' }).click()
    await expect(errorsShown(page)).toHaveText([
      ml.required('രക്ഷിതാവിന്റെ പേര്'),
      ml.required('മൊബൈൽ നമ്പർ'),
      ml.required('സമയം'),
      ml.declaration('ഞാൻ കൃത്യസമയത്ത് എത്തും.'),
    ])
    await page.getByLabel('രക്ഷിതാവിന്റെ പേര്').fill('ആശ')
    await page.getByLabel('മൊബൈൽ നമ്പർ').fill('12345')
    await page.getByRole('button', { name: 'സമർപ്പിക്കുക' }).click()
    await expect(page.locator('form [id$="-error"]').first()).toHaveText(ml.phone('മൊബൈൽ നമ്പർ'))
    // What was typed comes back with the errors.
    await expect(page.getByLabel('രക്ഷിതാവിന്റെ പേര്')).toHaveValue('ആശ')
    await page.getByLabel('മൊബൈൽ നമ്പർ').fill('98470 12345')
    await page.getByLabel('ഇ-മെയിൽ').fill('asha@example.org')
    await page.getByRole('radio', { name: TIMES[0] }).check()
    await page.getByRole('checkbox', { name: 'ഞാൻ കൃത്യസമയത്ത് എത്തും.' }).check()
    await page.getByRole('button', { name: 'സമർപ്പിക്കുക' }).click()
    await expect(page.getByRole('status')).toHaveText('നിങ്ങളുടെ സമയം ബുക്ക് ചെയ്തു. പ്രോഗ്രസ് കാർഡ് കൊണ്ടുവരിക.')
    // The time is gone from the list for the next parent.
    await page.goto(`${server.baseURL}/ml/forms/ptm-class-5`)
    await expect(page.getByRole('radio')).toHaveCount(11)

    await smtp.waitFor(() => smtp.to('asha@example.org').length === 1)
    const mail = smtp.to('asha@example.org')[0].parsed
    expect(mail.headers.get('content-language')).toBe('ml')
    const link = mail.text?.match(/http:\/\/\S+\/ml\/forms\/ptm-class-5\/reply\/\S+/)?.[0]
    expect(link, mail.text).toBeTruthy()
    await smtp.waitFor(() => smtp.to('office@school.example').length === 1)

    await page.goto(link!)
    await expect(page.getByText(ml.reply.booked(TIMES[0]))).toBeVisible()
    await page.getByRole('radio', { name: TIMES[3] }).check()
    await page.getByRole('button', { name: ml.reply.change }).click()
    await expect(page.getByText(ml.reply.booked(TIMES[3]))).toBeVisible()
    await page.getByRole('button', { name: ml.reply.cancel }).click()
    await expect(page.getByText(ml.reply.cancelled)).toBeVisible()
    await page.goto(`${server.baseURL}/ml/forms/ptm-class-5`)
    await expect(page.getByRole('radio')).toHaveCount(12)
    // A link with another reply's number leads nowhere.
    await page.goto(link!.replace(/reply\/\d+/, 'reply/999'))
    await expect(page.getByText(ml.reply.badLink)).toBeVisible()
  })

  test('the question asked only after “Yes” shows with its condition, and the server asks it only then', async ({
    page,
  }) => {
    await page.goto(`${server.baseURL}/forms/munnar-trip`)
    await expect(page.getByText(en.onlyIf('May your child go?', '“Yes”'))).toBeVisible()
    await page.getByLabel('Child’s name').fill('Anu')
    await page.getByRole('radio', { name: 'No' }).check()
    await page.getByRole('checkbox', { name: 'I am the parent or guardian.' }).check()
    await page.getByRole('button', { name: 'Submit' }).click()
    await expect(page.getByRole('status')).toHaveText(en.received)
    await page.getByLabel('Child’s name').fill('Biju')
    await page.getByRole('radio', { name: 'Yes' }).check()
    await page.getByRole('checkbox', { name: 'I am the parent or guardian.' }).check()
    await page.getByRole('button', { name: 'Submit' }).click()
    await expect(errorsShown(page)).toHaveText([en.required('Pick-up point')])
  })
})

test.describe('with JavaScript', () => {
  test('the condition’s question appears when its answer is chosen; the slip works from the own page too', async ({
    page,
  }) => {
    await page.goto(`${server.baseURL}/munnar`)
    await hydrated(page.getByRole('button', { name: 'Submit' }))
    await expect(page.getByLabel('Pick-up point')).toBeHidden()
    await page.getByRole('radio', { name: 'Yes' }).check()
    await expect(page.getByLabel('Pick-up point')).toBeVisible()
    await page.getByLabel('Child’s name').fill('Chinnu')
    await page.getByRole('checkbox', { name: 'I am the parent or guardian.' }).check()
    await page.getByRole('button', { name: 'Submit' }).click()
    await expect(errorsShown(page)).toHaveText([en.required('Pick-up point')])
    await page.getByLabel('Pick-up point').fill('Pala bus stand')
    await page.getByRole('button', { name: 'Submit' }).click()
    await expect(page.getByRole('status')).toHaveText(en.received)
  })

  test('a time another parent took meanwhile: told so under the question, the rest kept, the time gone', async ({
    page,
    browser,
  }) => {
    await page.goto(`${server.baseURL}/forms/ptm-class-5`)
    await hydrated(page.getByRole('button', { name: 'Submit' }))
    await page.getByLabel('Parent’s name').fill('Deepa')
    await page.getByLabel('Mobile number').fill('9847000002')
    await page.getByRole('radio', { name: TIMES[5] }).check()
    await page.getByRole('checkbox', { name: 'I will come on time.' }).check()
    // Another parent, on another phone, books the same time first.
    const other = await browser.newPage()
    await other.goto(`${server.baseURL}/forms/ptm-class-5`)
    await other.getByLabel('Parent’s name').fill('Eldho')
    await other.getByLabel('Mobile number').fill('9847000003')
    await other.getByRole('radio', { name: TIMES[5] }).check()
    await other.getByRole('checkbox', { name: 'I will come on time.' }).check()
    await other.getByRole('button', { name: 'Submit' }).click()
    await expect(other.getByRole('status')).toHaveText('Your time is booked. Please bring the report card.')
    await other.close()

    await page.getByRole('button', { name: 'Submit' }).click()
    await expect(page.locator('form [id$="-error"]')).toHaveText([en.slotTaken('Time')])
    await expect(page.getByLabel('Parent’s name')).toHaveValue('Deepa')
    await expect(page.getByRole('radio', { name: TIMES[5] })).toHaveCount(0)
    await page.getByRole('radio', { name: TIMES[6] }).check()
    await page.getByRole('button', { name: 'Submit' }).click()
    await expect(page.getByRole('status')).toHaveText('Your time is booked. Please bring the report card.')
  })

  for (const width of [360, 1280])
    test(`the form page is axe clean in both languages at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 })
      for (const path of [
        '/forms/ptm-class-5',
        '/ml/forms/ptm-class-5',
        '/forms/munnar-trip',
        '/ml/forms/munnar-trip',
      ]) {
        await page.goto(`${server.baseURL}${path}`)
        await expectNoAxeViolations(page)
      }
    })
})
