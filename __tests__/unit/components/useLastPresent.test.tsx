import React from 'react'
import { render } from '@testing-library/react'
import { useLastPresent } from '../../../src/components/useLastPresent'

function Shows({ value }: { value: string | null }) {
  const shown = useLastPresent(value)
  return <p>{shown ?? 'nothing yet'}</p>
}

describe('useLastPresent (a page whose data goes missing under gatsby develop)', () => {
  it('keeps showing the last value while the data is missing, and follows new data', () => {
    const { container, rerender } = render(<Shows value={null} />)
    expect(container.textContent).toBe('nothing yet')
    rerender(<Shows value="first" />)
    expect(container.textContent).toBe('first')
    rerender(<Shows value={null} />)
    expect(container.textContent).toBe('first')
    rerender(<Shows value="second" />)
    expect(container.textContent).toBe('second')
  })
})
