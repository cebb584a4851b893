import { css } from 'styled-system/css'

const problemClass = css({ fontSize: 'sm', fontWeight: 'semibold', color: 'status.error' })

/** What is wrong with a form, announced as it appears; the live region is always there, so it is heard. */
export function FormProblem({ id, problem }: { id: string; problem: string | null }) {
  return (
    <p id={id} role="alert" className={problemClass}>
      {problem}
    </p>
  )
}
