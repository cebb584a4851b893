import { LegalDocumentView } from '../components/content/LegalDocumentView'
import { privacyContent } from '../content/privacy'

export function PrivacyPage() {
  return <LegalDocumentView document={privacyContent} />
}
