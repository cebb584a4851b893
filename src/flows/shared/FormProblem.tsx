import { problemTextClass } from '../../components/ui/formStyles'

/** What is wrong with a form, announced as it appears; the live region is always there, so it is heard. */
export function FormProblem({ id, problem }: { id: string; problem: string | null }) {
  return (
    <p id={id} role="alert" className={problemTextClass}>
      {problem}
    </p>
  )
}
