import { LegalDocumentView } from '../components/content/LegalDocumentView'
import { termsContent } from '../content/terms'

export function TermsPage() {
  return <LegalDocumentView document={termsContent} />
}
