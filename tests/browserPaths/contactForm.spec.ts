import { describeBrowserPaths } from './describeBrowserPaths'
import { contactFormModel } from './models/contactForm'

describeBrowserPaths(contactFormModel)
