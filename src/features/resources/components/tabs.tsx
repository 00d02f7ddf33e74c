import { useRef, type KeyboardEvent, type ReactNode } from 'react'

export interface TabDefinition<Id extends string> {
  id: Id
  label: string
  panel: ReactNode
}

/**
 * Tabs in the WAI-ARIA pattern: one tab stop, arrow keys (mirrored in right-to-left languages),
 * Home and End move between tabs and show their panel at once.
 */
export function Tabs<Id extends string>({
  label,
  tabs,
  selected,
  onSelect,
}: {
  label: string
  tabs: ReadonlyArray<TabDefinition<Id>>
  selected: Id
  onSelect: (id: Id) => void
}) {
  const buttons = useRef(new Map<Id, HTMLButtonElement>())

  const move = (event: KeyboardEvent, index: number) => {
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl'
    const step = { ArrowRight: rtl ? -1 : 1, ArrowLeft: rtl ? 1 : -1 } as Record<string, number>
    let next: number | undefined
    if (event.key in step) next = (index + (step[event.key] ?? 0) + tabs.length) % tabs.length
    if (event.key === 'Home') next = 0
    if (event.key === 'End') next = tabs.length - 1
    if (next === undefined) return
    event.preventDefault()
    const tab = tabs[next]
    if (!tab) return
    onSelect(tab.id)
    buttons.current.get(tab.id)?.focus()
  }

  return (
    <div className="tabs">
      <div className="tabs__list" role="tablist" aria-label={label}>
        {tabs.map((tab, index) => (
          <button
            key={tab.id}
            ref={(node) => {
              if (node) buttons.current.set(tab.id, node)
              else buttons.current.delete(tab.id)
            }}
            type="button"
            role="tab"
            id={`tab-${tab.id}`}
            className="tabs__tab"
            aria-selected={tab.id === selected}
            aria-controls={`panel-${tab.id}`}
            tabIndex={tab.id === selected ? 0 : -1}
            onClick={() => onSelect(tab.id)}
            onKeyDown={(event) => move(event, index)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs
        .filter((tab) => tab.id === selected)
        .map((tab) => (
          <div
            key={tab.id}
            role="tabpanel"
            id={`panel-${tab.id}`}
            aria-labelledby={`tab-${tab.id}`}
            className="tabs__panel"
            tabIndex={0}
          >
            {tab.panel}
          </div>
        ))}
    </div>
  )
}
