import { mainNavigation as NAVIGATION_LINKS, navigationText } from '../../src/content/navigation'
import { metaFor } from '../../tools/browser/pages'
import { expect, test } from './support/test'
import { DECLINED_COOKIES, mainNavigation, storeBeforeVisit } from './support/site'

test('the main navigation leads to each page: in the bar on a wide screen, in the drawer on a phone, which closes on the way', async ({
  visitor,
}) => {
  await storeBeforeVisit(visitor, DECLINED_COOKIES)
  await visitor.open('/')
  for (const { label, href } of NAVIGATION_LINKS.filter(({ href }) => href !== '/')) {
    const navigation = await mainNavigation(visitor)
    await navigation.role('link', label).click()
    await visitor.waitForPath(href)
    await expect.poll(() => visitor.title()).toBe(metaFor(href).title)
    await visitor.role('heading', undefined, { level: 1 }).waitVisible()
    await visitor.role('dialog').waitHidden()
    expect(await visitor.scrollY()).toBe(0)
  }
})

test('@phone Escape closes the drawer and gives the focus back to the menu button', async ({ visitor }) => {
  await storeBeforeVisit(visitor, DECLINED_COOKIES)
  await visitor.open('/')
  const menuButton = visitor.role('navigation', navigationText.mainLabel).role('button', navigationText.openMenu)
  await menuButton.click()
  await visitor.role('dialog', navigationText.menuTitle).waitVisible()
  await visitor.press('Escape')
  await visitor.role('dialog').waitHidden()
  await menuButton.waitFocused()
})
