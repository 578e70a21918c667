import { CIRCULAR_CLASSES } from '@/collections/Circulars/categories'
import { TOPICS } from '@/collections/Subscriptions/choices'

/*
 * How /Subscribe's form names its fields and how they are read, apart from its schema
 * (subscribe.ts) so that the page's script has them without Zod, which it loads only once the
 * visitor enters the form.
 */

/** The form's boxes are named one per choice, so the page works as a plain HTML form. */
export const topicBox = (topic: string) => `topic-${topic}`
export const classBox = (name: string) => `class-${name}`

/** The form's fields as the schema reads them. */
export const readSubscribeForm = (form: FormData) => ({
  email: String(form.get('email') ?? ''),
  topics: TOPICS.filter((t) => form.get(topicBox(t)) === 'on'),
  classes: CIRCULAR_CLASSES.filter((c) => form.get(classBox(c)) === 'on'),
  frequency: String(form.get('frequency') ?? ''),
  language: String(form.get('language') ?? ''),
})
