/** WCAG colour contrast for colours as `getComputedStyle` reports them: `rgb(r, g, b)` or `rgba(r, g, b, a)`. */
export interface Rgba {
  r: number
  g: number
  b: number
  a: number
}

export function parseCssColor(value: string): Rgba | null {
  const match = /^rgba?\(\s*([\d.]+)[,\s]+([\d.]+)[,\s]+([\d.]+)(?:\s*[,/]\s*([\d.]+%?))?\s*\)$/.exec(value.trim())
  if (!match) return null
  const alpha = match[4] === undefined ? 1 : match[4].endsWith('%') ? parseFloat(match[4]) / 100 : parseFloat(match[4])
  return { r: Number(match[1]), g: Number(match[2]), b: Number(match[3]), a: alpha }
}

const channel = (value: number) => {
  const c = value / 255
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
}

export const relativeLuminance = ({ r, g, b }: Rgba) => 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b)

/** The WCAG contrast ratio of two opaque colours, from 1 to 21. */
export function contrastRatio(first: Rgba, second: Rgba): number {
  const [light, dark] = [relativeLuminance(first), relativeLuminance(second)].sort((x, y) => y - x)
  return (light + 0.05) / (dark + 0.05)
}

/** WCAG 2.1 (1.4.11): user-interface parts and graphics need 3:1 against what is next to them. */
export const NON_TEXT_CONTRAST = 3
