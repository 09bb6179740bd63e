/**
 * Which words of the index a query word matches, and how well: exactly, as a singular or plural, as the
 * beginning of a longer word (the last word only), with typos, or for an -ing form as its base form. The
 * typo rules follow Algolia's defaults: one typo in a word of 4 or more letters, two from 8, never in the
 * first letter, none in numbers.
 */
import type { QueryWord } from './tokens'

export interface TypoSettings {
  typoTolerance: boolean
  minWordSizefor1Typo: number
  minWordSizefor2Typos: number
  allowTyposOnNumericTokens: boolean
}

/** A word of the index that a query word matches. */
export interface Alternative {
  token: string
  typos: number
  /** Exact or singular/plural; a prefix or a typo is not exact. */
  exact: boolean
  /** The word as typed (not its singular or plural): what "the query is exactly this title" asks for. */
  literal: boolean
}

export interface WordAlternatives {
  whole: Alternative[]
  /** An identifier's parts, each exact or singular/plural (null for a plain word). */
  parts: Alternative[][] | null
}

/** The index's words that start with a character, with the number of pages that have each. */
export type Lexicon = (firstCharacter: string) => ReadonlyArray<readonly [token: string, pages: number]>

/** At most this many longer words complete the last word, the most widespread first. */
export const MAX_PREFIX_EXPANSIONS = 20
/** At most this many words are taken as a word's typo corrections, the closest and most widespread first. */
export const MAX_TYPO_EXPANSIONS = 10

/** The first character (code point) of a folded word: the lexicon is split by it, and typos never touch it. */
export const firstCharacter = (word: string) => String.fromCodePoint(word.codePointAt(0) ?? 0)

/** Singular and plural forms of an English word (a few rules; the index decides which exist). */
export function pluralForms(word: string): string[] {
  const forms = new Set<string>()
  if (word.length < 2 || /\d/.test(word)) return []
  if (word.endsWith('ies') && word.length > 4) forms.add(`${word.slice(0, -3)}y`)
  if (word.endsWith('es') && word.length > 3) forms.add(word.slice(0, -2))
  if (word.endsWith('s') && !word.endsWith('ss') && word.length > 3) forms.add(word.slice(0, -1))
  if (word.endsWith('s')) forms.add(`${word}es`)
  else {
    forms.add(`${word}s`)
    if (/(x|z|ch|sh)$/.test(word)) forms.add(`${word}es`)
    if (/[^aeiou]y$/.test(word)) forms.add(`${word.slice(0, -1)}ies`)
  }
  forms.delete(word)
  return [...forms]
}

/**
 * The base forms an -ing form may come from: "deleting" → delete, "booking" → book, "cancelling" → cancel.
 * Readers ask in the gerund ("deleting sales orders") and headings say what to do ("Delete a sales order"); -ing
 * adds three letters, more than the typos a short word may have, so typo tolerance alone never gets there. The
 * index decides which forms exist.
 */
export function baseForms(word: string): string[] {
  const stem = word.slice(0, -3)
  // "string" and "spring" are no verb's -ing: their stems have no vowel.
  if (!word.endsWith('ing') || stem.length < 3 || !/[aeiouy]/.test(stem)) return []
  const forms = [stem, `${stem}e`]
  // A doubled last consonant: "cancelling", "shipping".
  if (/([b-df-hj-np-tv-z])\1$/.test(stem)) forms.push(stem.slice(0, -1))
  return forms
}

/**
 * The -ing forms a base form may have: "cache" → caching, "print" → printing, "ship" → shipping. The other
 * way round from baseForms: a reader types the verb ("carrier setup file cache") where a heading names the
 * activity ("Caching"). The index decides which forms exist.
 */
export function ingForms(word: string): string[] {
  if (word.endsWith('ing') || word.length < 3 || !/^[a-z]+$/.test(word)) return []
  const forms = [`${word}ing`]
  if (/[^e]e$/.test(word)) forms.push(`${word.slice(0, -1)}ing`)
  // One vowel before a last consonant: "ship" → shipping, "cancel" → cancelling.
  if (/[^aeiou][aeiou][b-df-hj-np-tv-z]$/.test(word) && !/[wxy]$/.test(word)) forms.push(`${word}${word.slice(-1)}ing`)
  return forms
}

/**
 * The verb a word the index lacks repeats: "refetch" → fetch, "resubmit" → submit. A reader asks how often to
 * fetch a file again as "refetch", and the docs say "fetch". Only for a word the index lacks: "remove",
 * "report" and "replace" are words of their own, not "move", "port" and "place" again.
 */
export function repeatedVerb(word: string): string | null {
  return word.startsWith('re') && word.length - 2 >= 4 ? word.slice(2) : null
}

/**
 * The prefix of an object's ID, as the docs name it ("with the prefix `prn_`"): a reader pastes an ID from a
 * response or a log (`prn_3Kc9vH2s`), which no page has unless an example shows that very one. Two to five
 * letters, an underscore, and six or more letters and digits with at least one of each; null for anything
 * else (`hs_code`, `weight_kg` and `address_line_1` are fields).
 */
export function idPrefix(word: string): string | null {
  // The index has "prn_" as "prn": an underscore only joins the words of an identifier.
  const match = /^([a-z]{2,5})_([a-z0-9]{6,})$/.exec(word)
  return match && /\d/.test(match[2]) && /[a-z]/.test(match[2]) ? match[1] : null
}

/** Typos a word of this length may have. */
export function allowedTypos(word: string, settings: TypoSettings): number {
  if (!settings.typoTolerance) return 0
  if (!settings.allowTyposOnNumericTokens && /^\d+$/.test(word)) return 0
  const length = [...word].length
  return length >= settings.minWordSizefor2Typos ? 2 : length >= settings.minWordSizefor1Typo ? 1 : 0
}

/**
 * Edit distance with transpositions (optimal string alignment: "shipmnet" is one typo from "shipment"),
 * or `max + 1` as soon as it is certain to exceed `max`.
 */
export function typoDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1
  let previousRow: number[] = []
  let row = Array.from({ length: b.length + 1 }, (_, index) => index)
  for (let i = 1; i <= a.length; i += 1) {
    const next = [i]
    let smallest = i
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      let value = Math.min(row[j] + 1, next[j - 1] + 1, row[j - 1] + cost)
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, previousRow[j - 2] + 1)
      next.push(value)
      smallest = Math.min(smallest, value)
    }
    if (smallest > max) return max + 1
    previousRow = row
    row = next
  }
  return row[b.length]
}

const byPagesThenToken = (a: readonly [string, number], b: readonly [string, number]) => b[1] - a[1] || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0)

/**
 * Each lexicon bucket's words as a set, made once a bucket: the engine's buckets (and the stand-in's) last as
 * long as their index, and a query asks whether the index has a word many times (its forms, concatenations,
 * splits).
 */
const bucketSets = new WeakMap<ReadonlyArray<readonly [string, number]>, Set<string>>()

/** Whether the index has the word as it is. */
export function lexiconHas(lexicon: Lexicon, token: string): boolean {
  const bucket = lexicon(firstCharacter(token))
  let set = bucketSets.get(bucket)
  if (!set) bucketSets.set(bucket, (set = new Set(bucket.map(([word]) => word))))
  return set.has(token)
}

/** A word as the index may have it exactly: as it is, or its singular or plural. */
const exactForms = (text: string) => [text, ...pluralForms(text)]

/** The exact word and its singular/plural, where the index has them. */
export function exactAlternatives(text: string, lexicon: Lexicon): Alternative[] {
  return exactForms(text).filter((token) => lexiconHas(lexicon, token)).map((token) => ({ token, typos: 0, exact: true, literal: token === text }))
}

/** Whether the index has a word or its singular or plural (what exactAlternatives finds), without listing them. */
export const indexHas =
  (lexicon: Lexicon) =>
  (text: string): boolean =>
    exactForms(text).some((form) => lexiconHas(lexicon, form))

/** Every word of the index a query word matches, best first. */
export function wordAlternatives(word: QueryWord, lexicon: Lexicon, settings: TypoSettings): WordAlternatives {
  const candidates = lexicon(firstCharacter(word.text))
  const whole = exactAlternatives(word.text, lexicon)
  const taken = new Set([word.text, ...pluralForms(word.text)])
  /** Another word of the index the query word matches, unless it is one already. */
  const take = (token: string, typos: number, exact = false) => {
    if (taken.has(token)) return
    whole.push({ token, typos, exact, literal: false })
    taken.add(token)
  }
  if (word.prefix) {
    const longer = candidates.filter(([token]) => token.length > word.text.length && token.startsWith(word.text) && !taken.has(token))
    for (const [token] of [...longer].sort(byPagesThenToken).slice(0, MAX_PREFIX_EXPANSIONS)) take(token, 0)
  }
  const max = allowedTypos(word.text, settings)
  if (max > 0) {
    // A base form or an -ing form counts as one typo: the word as typed, where the index has it, comes first.
    for (const form of [...baseForms(word.text), ...ingForms(word.text)]) if (lexiconHas(lexicon, form)) take(form, 1)
    // A repeated verb the index lacks ("refetch") as the verb (fetch), singular or plural, counted as one typo.
    const verb = whole.length === 0 ? repeatedVerb(word.text) : null
    if (verb) for (const { token } of exactAlternatives(verb, lexicon)) take(token, 1)
    // An object's ID the index lacks as the prefix of its kind of ID, counted as one typo.
    const prefix = whole.length === 0 ? idPrefix(word.text) : null
    if (prefix && lexiconHas(lexicon, prefix)) take(prefix, 1)
    // A word of the index counts as corrected when it or its singular or plural is ("webhok" finds "webhooks"
    // through "webhook"), as Algolia's ignorePlurals applies to corrected words. (A plural form is at most
    // two letters longer or shorter, and can only do better than two typos, so most words need no forms.)
    const distanceTo = (token: string) => {
      let typos = typoDistance(word.text, token, max)
      if (typos > 1 && Math.abs(token.length - word.text.length) <= max + 2) {
        for (const form of pluralForms(token)) typos = Math.min(typos, typoDistance(word.text, form, max))
      }
      return typos
    }
    const corrections = candidates
      .filter(([token]) => !taken.has(token))
      .map(([token, pages]) => ({ token, pages, typos: distanceTo(token) }))
      .filter((candidate) => candidate.typos <= max)
      .sort((a, b) => a.typos - b.typos || b.pages - a.pages || (a.token < b.token ? -1 : 1))
      .slice(0, MAX_TYPO_EXPANSIONS)
    for (const { token, typos } of corrections) whole.push({ token, typos, exact: false, literal: false })
  }
  // A one-word synonym is found as the word is, singular or plural (see synonyms.ts for how it ranks).
  for (const synonym of word.synonyms ?? []) {
    if (synonym.tokens.length !== 1) continue
    for (const { token } of exactAlternatives(synonym.tokens[0], lexicon)) take(token, 0, synonym.exact)
  }
  const parts = word.parts ? word.parts.map((part) => exactAlternatives(part, lexicon)) : null
  return { whole, parts }
}

/** What a query looks up in the index as typed: each word whole and, for an identifier, its parts. */
export const typedTexts = (words: QueryWord[]) => words.flatMap((word) => [word.text, ...(word.parts ?? [])])
