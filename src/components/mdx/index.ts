import { Admonition } from './Admonition'
import { CodeBlock } from './CodeBlock'
import { ConfigLink } from './ConfigLink'
import { TabItem, Tabs } from './Tabs'

/** Everything an MDX file may use without importing it. */
export const mdxComponents = { Admonition, CodeBlock, ConfigLink, TabItem, Tabs }
