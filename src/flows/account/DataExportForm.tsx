import { useId } from 'react'
import { css, cx } from 'styled-system/css'
import { button } from 'styled-system/recipes'
import type { dataExportMachine } from '../../../machines/dataExport.machine'
import { useSelector } from '@xstate/react'
import { accountText } from '../../content/account'
import { type FormFlow, useFormFlow } from '../shared/useFormFlow'
import { FormProblem } from '../shared/FormProblem'
import { SectionForm } from './SectionForm'

export type DataExportLoader = () => Promise<FormFlow<typeof dataExportMachine>>

const loadDataExport: DataExportLoader = () => import('./accountFlows').then(({ dataExportFlow }) => dataExportFlow())

const texts = accountText.dataExport

/** 'Dataene dine' on 'Min konto': one press downloads what the site keeps about the user (machines/dataExport.machine.ts). */
export function DataExportForm({ loadFlow = loadDataExport }: { loadFlow?: DataExportLoader }) {
  const id = useId()
  const { flow, activate } = useFormFlow<typeof dataExportMachine, never>(loadFlow)
  const exporting = useSelector(flow, (snapshot) => snapshot?.matches('exporting') ?? false)
  const problem = useSelector(flow, (snapshot) => snapshot?.context.problem ?? null)
  const problemId = `${id}-problem`
  return (
    <SectionForm id={id} title={texts.title} text={texts.text} activate={activate}>
      <FormProblem id={problemId} problem={problem} />
      <button
        type="submit"
        aria-disabled={exporting}
        aria-describedby={problemId}
        className={cx(button({ visual: 'outline' }), css({ w: 'full' }))}
      >
        {exporting ? texts.submitting : texts.submit}
      </button>
    </SectionForm>
  )
}
