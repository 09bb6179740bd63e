import { Admonition } from './Admonition'
import { CodeBlock } from './CodeBlock'
import { ConfigLink } from './ConfigLink'
import { Table } from './Table'
import { TabItem, Tabs } from './Tabs'

/** Everything an MDX file may use without importing it; `table` replaces Markdown tables. */
export const mdxComponents = { Admonition, CodeBlock, ConfigLink, TabItem, Tabs, table: Table }
