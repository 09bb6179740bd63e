import React from 'react'

/** A parcel: the brand mark. Decorative wherever the brand name sits beside it. */
export function Logo({ size = 32, className }: { size?: number; className?: string }) {
  return (
    <svg className={className} width={size} height={size} viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <path d="M24 3 43 13v22L24 45 5 35V13z" fill="#1f5fd6" />
      <path d="M24 3 43 13 24 23 5 13z" fill="#5c95ff" />
      <path d="M24 23v22" stroke="#0f2f6b" strokeWidth="2" />
      <path d="m14.5 8 19 10v7" stroke="#ffcf4d" strokeWidth="3" fill="none" />
    </svg>
  )
}
