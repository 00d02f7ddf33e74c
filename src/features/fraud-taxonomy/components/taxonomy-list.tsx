import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'

import { FRAUD_CATEGORIES, FRAUD_TAXONOMY } from '../../../domain/engine/fraud-taxonomy.ts'
import { CATEGORY_LABELS, SUBCATEGORY_TEXT, TOOL_NAMES } from '../model/taxonomy-text.ts'

/** The wheel's content as a list: for screen readers, small screens and reading in full. */
export function TaxonomyList() {
  const { t } = useLingui()
  return (
    <section className="section taxonomy-list" aria-labelledby="taxonomy-list-title">
      <h2 id="taxonomy-list-title">
        <Trans>Every kind of fraud, by category</Trans>
      </h2>
      {FRAUD_CATEGORIES.map((id) => (
        <section key={id} aria-labelledby={`taxonomy-${id}`}>
          <h3 id={`taxonomy-${id}`}>{t(CATEGORY_LABELS[id])}</h3>
          <dl className="taxonomy-list__items">
            {FRAUD_TAXONOMY[id].subcategories.map((name) => {
              const text = SUBCATEGORY_TEXT[name]
              if (!text) return null
              const toolName = t(TOOL_NAMES[text.tool])
              return (
                <div key={name} className="taxonomy-list__item">
                  <dt>{t(text.name)}</dt>
                  <dd>
                    {t(text.how)}{' '}
                    <Link to={text.tool}>
                      <Trans>Check it: {toolName}</Trans>
                    </Link>
                  </dd>
                </div>
              )
            })}
          </dl>
        </section>
      ))}
    </section>
  )
}
