import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react'

interface TabsProps<TValue extends string> {
  /** The tab list's accessible name. */
  label: string
  values: readonly TValue[]
  /** Each tab's visible name. */
  names: Record<TValue, string>
  selected: TValue
  onSelect: (value: TValue) => void
  listClassName?: string
  tabClassName?: string
  /** A tab's panel; every panel stays rendered, the others hidden, so what they hold is kept. */
  panel: (value: TValue) => ReactNode
}

/** The keys that move between tabs, by how far they move from the current one (Home and End: to an end). */
const MOVES: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_, count) => count - 1,
}

/**
 * Tabs as the WAI-ARIA pattern has them, choosing on focus: arrows, Home and End move between the
 * tabs, Tab leaves the list for the panel. Ours, not Ark UI's: its machine renders the tabs three
 * times per click (each step flushed synchronously): about 200 ms to paint a tab at 4x CPU.
 */
export function Tabs<TValue extends string>({
  label,
  values,
  names,
  selected,
  onSelect,
  listClassName,
  tabClassName,
  panel,
}: TabsProps<TValue>) {
  const id = useId()
  const tabs = useRef(new Map<TValue, HTMLButtonElement>())
  const tabId = (value: TValue) => `${id}-tab-${value}`
  const panelId = (value: TValue) => `${id}-panel-${value}`

  const onKeyDown = (event: KeyboardEvent) => {
    const move = MOVES[event.key]
    if (!move) return
    event.preventDefault()
    const next = values[move(values.indexOf(selected), values.length)]!
    tabs.current.get(next)?.focus()
    if (next !== selected) onSelect(next)
  }

  return (
    <>
      <div role="tablist" aria-label={label} className={listClassName}>
        {values.map((value) => (
          <button
            key={value}
            ref={(element) => {
              if (element) tabs.current.set(value, element)
              else tabs.current.delete(value)
            }}
            type="button"
            role="tab"
            id={tabId(value)}
            aria-selected={value === selected}
            aria-controls={panelId(value)}
            tabIndex={value === selected ? 0 : -1}
            className={tabClassName}
            onClick={() => value !== selected && onSelect(value)}
            onKeyDown={onKeyDown}
          >
            {names[value]}
          </button>
        ))}
      </div>
      {values.map((value) => (
        <div key={value} role="tabpanel" id={panelId(value)} aria-labelledby={tabId(value)} tabIndex={0} hidden={value !== selected}>
          {panel(value)}
        </div>
      ))}
    </>
  )
}
