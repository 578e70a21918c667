import fs from 'node:fs/promises'
import path from 'node:path'

import {
  BlocksFeature,
  CodeBlock,
  convertMarkdownToLexical,
  editorConfigFactory,
  EXPERIMENTAL_TableFeature,
} from '@payloadcms/richtext-lexical'
import { RichText, type JSXConvertersFunction } from '@payloadcms/richtext-lexical/react'
import { redirect } from 'next/navigation'
import type { AdminViewServerProps } from 'payload'

import { readmeAnchor } from '@/lib/platform/setup-warnings'

import { AdminPage } from '../AdminPage'

import './readme.css'

/** Plain text of a Lexical node, for a heading's anchor. */
type TextNode = { text?: string; children?: TextNode[] }
const plainText = (node: TextNode): string => node.text ?? (node.children ?? []).map(plainText).join('')

const converters: JSXConvertersFunction = ({ defaultConverters }) => ({
  ...defaultConverters,
  // Each heading carries GitHub's anchor, so a warning's link lands on its section.
  heading: ({ node, nodesToJSX }) => {
    const Tag = node.tag
    return <Tag id={readmeAnchor(plainText(node as TextNode))}>{nodesToJSX({ nodes: node.children })}</Tag>
  },
  // Links to the repository's other files (docs/…) lead nowhere in the admin: their path is shown instead.
  link: ({ node, nodesToJSX }) => {
    const url = node.fields.url ?? ''
    const children = nodesToJSX({ nodes: node.children })
    return /^(#|https?:)/.test(url) ? <a href={url}>{children}</a> : <span title={url}>{children}</span>
  },
  blocks: {
    Code: ({ node }: { node: { fields: { code?: string } } }) => (
      <pre>
        <code>{node.fields.code}</code>
      </pre>
    ),
  },
})

/**
 * /admin/readme: the installation's README.md (the web administrator's guide, from the folder the
 * site runs in), for the platform admin whom a server warning sends to one of its sections. Payload's
 * own Markdown import reads it, with tables and code.
 */
export async function ReadmeView(view: AdminViewServerProps) {
  const { payload, user } = view.initPageResult.req
  // Payload lets anyone reach a custom view: the guide is for staff who are signed in.
  if (!user) redirect('/admin/login?redirect=%2Fadmin%2Freadme')
  const markdown = await fs.readFile(path.join(process.cwd(), 'README.md'), 'utf8').catch(() => null)
  if (markdown === null)
    return (
      <AdminPage view={view} title="README">
        <p>README.md is not in the folder the site runs from: read it where the site’s files came from.</p>
      </AdminPage>
    )
  const editorConfig = await editorConfigFactory.fromFeatures({
    config: payload.config,
    features: ({ defaultFeatures }) => [
      ...defaultFeatures,
      EXPERIMENTAL_TableFeature(),
      BlocksFeature({ blocks: [CodeBlock()] }),
    ],
  })
  // The README's own title stands as the page's.
  const [, title = 'README', body = markdown] = /^# (.*)\n([\s\S]*)$/.exec(markdown) ?? []
  const data = convertMarkdownToLexical({ editorConfig, markdown: body })
  return (
    <AdminPage view={view} title={title}>
      <RichText data={data} converters={converters} className="readme" />
    </AdminPage>
  )
}
