import { contactFormPaths } from '../../tools/machinePaths/specs/contactForm'
import { describeMachinePaths } from './support/machinePaths'

describeMachinePaths(contactFormPaths)
