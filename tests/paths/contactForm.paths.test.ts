import { contactFormPaths } from './specs/contactForm'
import { describeMachinePaths } from './support/machinePaths'

describeMachinePaths(contactFormPaths)
