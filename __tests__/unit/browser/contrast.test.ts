import { contrastRatio, parseCssColor } from '../../../src/browser/contrast'

const color = (value: string) => parseCssColor(value)!

describe('parseCssColor', () => {
  it('reads rgb() and rgba() as getComputedStyle writes them', () => {
    expect(parseCssColor('rgb(31, 95, 214)')).toEqual({ r: 31, g: 95, b: 214, a: 1 })
    expect(parseCssColor('rgba(0, 0, 0, 0)')).toEqual({ r: 0, g: 0, b: 0, a: 0 })
    expect(parseCssColor('rgb(92 149 255 / 50%)')).toEqual({ r: 92, g: 149, b: 255, a: 0.5 })
    expect(parseCssColor('transparent')).toBeNull()
  })
})

describe('contrastRatio (WCAG 2.x)', () => {
  it('gives the known ratios', () => {
    expect(contrastRatio(color('rgb(0, 0, 0)'), color('rgb(255, 255, 255)'))).toBeCloseTo(21, 5)
    // #767676 on white is the classic 4.54:1.
    expect(contrastRatio(color('rgb(118, 118, 118)'), color('rgb(255, 255, 255)'))).toBeCloseTo(4.54, 2)
    expect(contrastRatio(color('rgb(31, 95, 214)'), color('rgb(31, 95, 214)'))).toBe(1)
  })

  it('does not depend on the order of the colours', () => {
    expect(contrastRatio(color('rgb(92, 149, 255)'), color('rgb(20, 22, 26)'))).toBe(contrastRatio(color('rgb(20, 22, 26)'), color('rgb(92, 149, 255)')))
  })
})
