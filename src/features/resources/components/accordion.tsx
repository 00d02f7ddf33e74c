import { useId, useState, type ReactNode } from 'react'

export interface AccordionItem {
  id: string
  title: ReactNode
  content: ReactNode
}

/**
 * Single-open, collapsible accordion (spec part 2 §2): opening a section closes the open one,
 * and choosing the open one closes it. Headings keep the page's outline for screen readers.
 */
export function Accordion({
  items,
  headingLevel = 3,
}: {
  items: readonly AccordionItem[]
  headingLevel?: 3 | 4
}) {
  const [open, setOpen] = useState<string | null>(null)
  const prefix = useId()
  const Heading = headingLevel === 3 ? 'h3' : 'h4'
  return (
    <div className="accordion">
      {items.map((item) => {
        const expanded = open === item.id
        const buttonId = `${prefix}-${item.id}-button`
        const panelId = `${prefix}-${item.id}-panel`
        return (
          <div key={item.id} className="accordion__item">
            <Heading className="accordion__heading">
              <button
                type="button"
                id={buttonId}
                className="accordion__button"
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => setOpen(expanded ? null : item.id)}
              >
                {item.title}
              </button>
            </Heading>
            <div
              id={panelId}
              role="region"
              aria-labelledby={buttonId}
              className="accordion__panel"
              hidden={!expanded}
            >
              {item.content}
            </div>
          </div>
        )
      })}
    </div>
  )
}
