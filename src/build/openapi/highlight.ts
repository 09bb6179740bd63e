/**
 * Prism highlighting for the reference's examples at build time, with the same markup as
 * gatsby-remark-prismjs produces for the guides, so one stylesheet colours both.
 */
import Prism from 'prismjs'
import loadLanguages from 'prismjs/components/index'

loadLanguages(['bash', 'json', 'http', 'javascript', 'python', 'php', 'csharp'])

export function highlight(code: string, language: string): string {
  const grammar = Prism.languages[language]
  const html = grammar ? Prism.highlight(code, grammar, language) : Prism.util.encode(code).toString()
  const lang = grammar ? language : 'text'
  return `<div class="gatsby-highlight" data-language="${lang}"><pre class="language-${lang}"><code class="language-${lang}">${html}</code></pre></div>`
}
