import { MAX_QUERY_LENGTH } from '../../../shared/search/query-length'

export const SEARCH_TITLE_ID = 'search-title'
export const SEARCH_INPUT_ID = 'search-input'
const EMPTY_TITLE = 'Search the documentation'
const BEFORE_QUERY = 'Search results for “'
const AFTER_QUERY = '”'

export const searchTitle = (query: string) => (query ? `${BEFORE_QUERY}${query}${AFTER_QUERY}` : EMPTY_TITLE)

/**
 * The static HTML cannot know `?q=`. Without help the title and the input would change once the page's
 * code runs, moving everything below (a layout shift). This inline script, placed after both, writes the
 * query into them as the page is parsed; React then finds the same text. Only ever as text.
 */
export const fillQueryScript = () =>
  `(function(){try{var q=new URLSearchParams(location.search).get('q');if(!q)return;q=q.slice(0,${MAX_QUERY_LENGTH});` +
  `document.getElementById(${JSON.stringify(SEARCH_TITLE_ID)}).textContent=${JSON.stringify(BEFORE_QUERY)}+q+${JSON.stringify(AFTER_QUERY)};` +
  `document.getElementById(${JSON.stringify(SEARCH_INPUT_ID)}).value=q}catch(e){}})()`
