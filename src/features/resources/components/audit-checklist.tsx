import { Trans, useLingui } from '@lingui/react/macro'
import { useId, useState } from 'react'

import {
  AUDIT_CATEGORIES,
  AUDIT_ITEMS,
  auditProgress,
  filterAuditItems,
  type AuditFilter,
} from '../../../domain/security/audit-checklist.ts'
import { AUDIT_CATEGORY_LABELS, AUDIT_TEXT } from '../model/audit-text.ts'
import { useAuditTicks } from '../model/use-audit-ticks.ts'

/**
 * The 15-item security audit (spec part 2 §3, §4): a category filter that changes only what is
 * listed, progress that counts every tick, and a "how to" for phones under each item.
 */
export function AuditChecklist() {
  const { t } = useLingui()
  const { ticked, toggle, saveFailed } = useAuditTicks()
  const [filter, setFilter] = useState<AuditFilter>('all')
  const [openHowTo, setOpenHowTo] = useState<string | null>(null)
  const filterName = useId()
  const progress = auditProgress(ticked)
  const count = ticked.size
  const total = AUDIT_ITEMS.length
  const filters: Array<{ id: AuditFilter; label: string }> = [
    { id: 'all', label: t`All` },
    ...AUDIT_CATEGORIES.map((id) => ({ id, label: t(AUDIT_CATEGORY_LABELS[id]) })),
  ]

  return (
    <section className="audit" aria-labelledby="audit-title">
      <h3 id="audit-title">
        <Trans>Security audit checklist</Trans>
      </h3>
      <p>
        <Trans>
          Tick what you have done. Your ticks stay on this device only, so the list is here when you
          come back.
        </Trans>
      </p>
      <div className="audit__progress">
        <label htmlFor="audit-progress">
          <Trans>
            Your progress: {progress}% ({count} of {total} done)
          </Trans>
        </label>
        <progress id="audit-progress" max={100} value={progress}>
          {progress}%
        </progress>
      </div>
      {saveFailed && (
        <p className="form-notice" role="status">
          <Trans>
            This browser would not keep your ticks, so they will be lost when you leave.
          </Trans>
        </p>
      )}
      <fieldset className="audit__filter">
        <legend>
          <Trans>Show</Trans>
        </legend>
        {filters.map((option) => (
          <label key={option.id} className="audit__filter-option">
            <input
              type="radio"
              name={filterName}
              value={option.id}
              checked={filter === option.id}
              onChange={() => setFilter(option.id)}
            />
            {option.label}
          </label>
        ))}
      </fieldset>
      <ul className="audit__list">
        {filterAuditItems(filter).map((item) => {
          const text = AUDIT_TEXT[item.id]
          if (!text) return null
          const checkboxId = `audit-${item.id}`
          const howId = `audit-how-${item.id}`
          const open = openHowTo === item.id
          return (
            <li key={item.id} className="audit__item">
              <div className="audit__row">
                <input
                  id={checkboxId}
                  type="checkbox"
                  className="audit__checkbox"
                  checked={ticked.has(item.id)}
                  onChange={(event) => toggle(item.id, event.target.checked)}
                />
                <label htmlFor={checkboxId} className="audit__label">
                  {t(text.label)}
                  <span className={`audit__level audit__level--${item.category}`}>
                    {t(AUDIT_CATEGORY_LABELS[item.category])}
                  </span>
                </label>
                <button
                  type="button"
                  className="link-button audit__how-button"
                  aria-expanded={open}
                  aria-controls={howId}
                  onClick={() => setOpenHowTo(open ? null : item.id)}
                >
                  <Trans>How to</Trans>
                  <span className="visually-hidden">: {t(text.label)}</span>
                </button>
              </div>
              <p id={howId} className="audit__how" hidden={!open}>
                {t(text.how)}
              </p>
            </li>
          )
        })}
      </ul>
    </section>
  )
}
