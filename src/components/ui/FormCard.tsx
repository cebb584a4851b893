import type { ReactNode } from 'react'
import { css } from 'styled-system/css'

/** The white card under a page's hero that holds its form: /auth, the mail links' pages and 'Min konto'. */
export function FormCard({ children }: { children: ReactNode }) {
  return (
    <div className={css({ px: { base: '5', md: '8' }, py: { base: '10', md: '16' } })}>
      <div
        className={css({
          maxW: 'md',
          mx: 'auto',
          bg: 'bg',
          borderRadius: '2xl',
          border: '1px solid',
          borderColor: 'border',
          boxShadow: 'lg',
          p: { base: '5', md: '8' },
          display: 'grid',
          gap: '6',
        })}
      >
        {children}
      </div>
    </div>
  )
}
