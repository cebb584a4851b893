import { faqEntries, faqFilters, faqText } from '../../src/content/faq'
import { expect, test } from './support/test'
import { DECLINED_COOKIES, storeBeforeVisit } from './support/site'

const rederiFilter = faqFilters.find(({ value }) => value === 'rederi')!
const rederiEntries = faqEntries.filter(({ category }) => category === 'rederi')

test('the FAQ filter shows one topic, and a question opens to its answer and closes again', async ({ visitor }) => {
  await storeBeforeVisit(visitor, DECLINED_COOKIES)
  await visitor.open('/')
  const filters = visitor.role('group', faqText.filterLabel)
  const questions = visitor.css('#faq summary')
  expect(await questions.count()).toBe(faqEntries.length)

  await filters.role('button', rederiFilter.label).click()
  await filters.role('button', rederiFilter.label).waitAttribute('aria-pressed', 'true')
  await expect.poll(() => questions.count()).toBe(rederiEntries.length)

  const [entry] = rederiEntries
  const answer = visitor.text(entry!.answer)
  await answer.waitHidden()
  await visitor.text(entry!.question).click()
  await answer.waitVisible()
  await visitor.text(entry!.question).click()
  await answer.waitHidden()

  await filters.role('button', faqFilters[0]!.label).click()
  await expect.poll(() => questions.count()).toBe(faqEntries.length)
})
