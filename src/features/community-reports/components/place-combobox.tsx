import { Plural } from '@lingui/react/macro'
import { useEffect, useState, type KeyboardEvent } from 'react'

import { useDebouncedSearch } from '../hooks/use-debounced-search.ts'
import type { PlaceSearch } from '../hooks/use-places-lookup.ts'

/**
 * A text field with place suggestions: the ARIA 1.2 combobox pattern with a listbox. Focus
 * stays in the field; aria-activedescendant points at the highlighted option, so screen
 * readers read it while the person keeps typing. Arrow keys move, Enter chooses, Escape closes
 * (or clears, when already closed); any text may be kept, a suggestion only helps.
 */
export function PlaceCombobox({
  id,
  value,
  onChange,
  search,
  describedBy,
  invalid,
  maxLength,
}: {
  id: string
  value: string
  onChange: (value: string) => void
  search: PlaceSearch
  describedBy?: string
  invalid?: boolean
  maxLength?: number
}) {
  const [query, setQuery] = useState('')
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)
  const suggestions = useDebouncedSearch(query, search, open)
  const expanded = open && suggestions.length > 0
  const listboxId = `${id}-listbox`
  const optionId = (index: number) => `${id}-option-${index}`
  const count = suggestions.length

  useEffect(() => {
    if (active >= 0)
      document.getElementById(`${id}-option-${active}`)?.scrollIntoView?.({ block: 'nearest' })
  }, [active, id])

  const type = (text: string) => {
    onChange(text)
    setQuery(text)
    setOpen(true)
    setActive(-1)
  }
  const choose = (label: string) => {
    onChange(label)
    setQuery('')
    setOpen(false)
    setActive(-1)
  }
  const close = () => {
    setOpen(false)
    setActive(-1)
  }

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault()
        if (!expanded) {
          setOpen(true)
          if (!query) setQuery(value)
          if (!event.altKey && count > 0) setActive(0)
        } else {
          setActive((current) => (current + 1) % count)
        }
        break
      case 'ArrowUp':
        if (!expanded) break
        event.preventDefault()
        setActive((current) => (current <= 0 ? count - 1 : current - 1))
        break
      case 'Enter':
        // Choosing a suggestion must not submit the form.
        if (expanded && active >= 0) {
          event.preventDefault()
          choose(suggestions[active] ?? value)
        }
        break
      case 'Escape':
        if (expanded) {
          event.preventDefault()
          close()
        } else if (value) {
          event.preventDefault()
          type('')
          setOpen(false)
        }
        break
      case 'Tab':
        close()
        break
    }
  }

  return (
    <div className="combobox">
      <input
        className="field__input"
        type="text"
        id={id}
        name={id}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listboxId}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        aria-describedby={describedBy}
        aria-invalid={invalid ? true : undefined}
        autoComplete="off"
        maxLength={maxLength}
        value={value}
        onChange={(event) => type(event.target.value)}
        onKeyDown={onKeyDown}
        onBlur={close}
      />
      <ul
        className="combobox__listbox"
        id={listboxId}
        role="listbox"
        aria-labelledby={`${id}-label`}
        hidden={!expanded}
      >
        {suggestions.map((label, index) => (
          // eslint-disable-next-line jsx-a11y/click-events-have-key-events -- the field takes the keys (aria-activedescendant); options never hold focus
          <li
            key={label}
            id={optionId(index)}
            role="option"
            tabIndex={-1}
            aria-selected={index === active}
            className="combobox__option"
            // Keep focus in the field: a click chooses without blurring first.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(label)}
          >
            {label}
          </li>
        ))}
      </ul>
      <p className="visually-hidden" role="status" aria-live="polite">
        {expanded && (
          <Plural
            value={count}
            one="# suggestion. Use the up and down arrows to choose."
            other="# suggestions. Use the up and down arrows to choose."
          />
        )}
      </p>
    </div>
  )
}
