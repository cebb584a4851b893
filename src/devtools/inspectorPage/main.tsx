import { createBrowserReceiver } from '@statelyai/inspect'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { createInspectionStore } from './inspectionStore'
import { InspectorPage } from './InspectorPage'
import './inspectorPage.css'

/** Our inspector window: the site that opened it (`?inspect=local`) sends it what its actors do. */
const store = createInspectionStore(createBrowserReceiver())
const root = document.getElementById('root')
if (!root) throw new Error('The inspector page has no #root element')
createRoot(root).render(
  <StrictMode>
    <InspectorPage store={store} />
  </StrictMode>,
)
