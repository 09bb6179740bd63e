import React from 'react'
import type { ApiCodeSampleModel } from '../../shared/openapi'
import { CodeBlock } from '../mdx/CodeBlock'
import { TabItem, Tabs } from '../mdx/Tabs'

/** Turns code into highlighted HTML (Prism at build time). */
export type Highlight = (code: string, language: string) => string

/** The tab group of request samples: a reader who picks Python sees Python on every page. */
export const SAMPLE_LANGUAGE_GROUP = 'request-language'

export function Code({ code, language, highlight }: { code: string; language: string; highlight: Highlight }) {
  return (
    <CodeBlock language={language}>
      <div dangerouslySetInnerHTML={{ __html: highlight(code, language) }} />
    </CodeBlock>
  )
}

/** One request in every sample language, as tabs that remember the reader's language. */
export function CodeSamples({ samples, highlight }: { samples: readonly ApiCodeSampleModel[]; highlight: Highlight }) {
  return (
    <Tabs groupId={SAMPLE_LANGUAGE_GROUP}>
      {samples.map((sample) => (
        <TabItem key={sample.language} value={sample.language} label={sample.label}>
          <Code code={sample.code} language={sample.syntax} highlight={highlight} />
        </TabItem>
      ))}
    </Tabs>
  )
}
