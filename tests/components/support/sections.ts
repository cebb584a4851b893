import { screen, within } from '@testing-library/react'

/** Queries inside the page's section (a region) named `name`. */
export const section = (name: string) => within(screen.getByRole('region', { name }))

/** The titles of the cards or steps in the section named `name`, in order. */
export const cardTitles = (name: string) =>
  section(name)
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent)

/** The large figures of the key-figures band named `name`, in order. */
export const keyFigures = (name: string) =>
  section(name)
    .getAllByRole('listitem')
    .map((item) => item.querySelector('strong')?.textContent)
