import { newsletterLinkText } from '../../../src/content/newsletterLink'
import { declineCookies } from '../support/account'
import { expect, test } from '../support/fixtures'
import { newsletterLinkPage, signUpForMail } from '../support/newsletter'

test.beforeEach(async ({ page }) => {
  await declineCookies(page)
})

interface EarlyPress {
  pressed?: boolean
}

// The press comes the moment the button is in the page, on a phone's CPU: no wait for hydration or a quiet network.
for (const kind of ['confirm', 'leave'] as const) {
  test(`the ${kind} page's button works from a press made the moment it shows`, async ({ page }) => {
    const { links } = await signUpForMail(page, `tidlig-${kind}`)
    const linkPage = newsletterLinkPage(page, kind)
    const cdp = await page.context().newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
    await page.addInitScript((label) => {
      new MutationObserver((_, observer) => {
        const button = [...document.querySelectorAll('main button')].find((candidate) => candidate.textContent === label)
        if (!(button instanceof HTMLButtonElement)) return
        observer.disconnect()
        button.click()
        ;(window as EarlyPress).pressed = true
      }).observe(document, { subtree: true, childList: true })
    }, newsletterLinkText[kind].submit)
    await page.goto(links[kind].url, { waitUntil: 'commit' })
    await expect(linkPage.done).toBeFocused()
    expect(await page.evaluate(() => (window as EarlyPress).pressed)).toBe(true)
  })
}
