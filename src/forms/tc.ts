import { z } from 'zod'

import './zod-config'
import { TC_MESSAGES } from './tc-messages'

export const tcSchema = z.object({
  admission: z.string({ error: TC_MESSAGES.empty }).trim().min(1, TC_MESSAGES.empty).max(50),
  name: z.string({ error: TC_MESSAGES.empty }).trim().min(1, TC_MESSAGES.empty).max(200),
})

/** Names match ignoring case and extra spaces; admission numbers match exactly. */
export const normaliseName = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase()
