import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react'

import { FRAUD_TAXONOMY, type FraudCategory } from '../../../domain/engine/fraud-taxonomy.ts'
import { CATEGORY_COLOURS } from '../model/palette.ts'
import { CATEGORY_LABELS, SUBCATEGORY_TEXT, TOOL_NAMES } from '../model/taxonomy-text.ts'
import '../fraud-taxonomy.css'
import { buildWheel, labelPlacement, type Segment } from '../model/wheel-geometry.ts'

/** The wheel never grows past this, so its labels stay readable on a wide screen. */
const MAX_SIZE = 640
const MIN_SIZE = 240
/** Below this, the inner ring's labels would not fit: the list below names everything. */
const LABEL_MIN_SIZE = 420

interface Selection {
  category: FraudCategory
  subcategory?: string
}

/**
 * The two-ring fraud taxonomy wheel (spec part 2 §2, §9): categories inside, subcategories
 * outside, the spec's radii scaled to the width it has and redrawn on every window resize.
 * Each segment is a focusable button with its name; choosing one shows what it is below.
 */
export function TaxonomyWheel() {
  const { t } = useLingui()
  const frame = useRef<HTMLDivElement>(null)
  const [size, setSize] = useState(MIN_SIZE)
  const [selected, setSelected] = useState<Selection | null>(null)

  useEffect(() => {
    const measure = () => {
      const width = frame.current?.clientWidth ?? MIN_SIZE
      setSize(Math.round(Math.max(MIN_SIZE, Math.min(MAX_SIZE, width))))
    }
    measure()
    window.addEventListener('resize', measure)
    return () => window.removeEventListener('resize', measure)
  }, [])

  const wheel = useMemo(() => buildWheel(size), [size])
  const half = size / 2

  const segmentName = (segment: Segment) => {
    const category = t(CATEGORY_LABELS[segment.category])
    if (!segment.subcategory) return category
    const text = SUBCATEGORY_TEXT[segment.subcategory]
    const name = text ? t(text.name) : segment.subcategory
    return t`${name} (${category})`
  }

  const choose = (segment: Segment) =>
    setSelected({ category: segment.category, subcategory: segment.subcategory })

  const onKeyDown = (segment: Segment) => (event: KeyboardEvent) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault()
      choose(segment)
    }
  }

  const isSelected = (segment: Segment) =>
    selected?.category === segment.category && selected.subcategory === segment.subcategory

  const renderSegment = (segment: Segment, ring: 'inner' | 'outer') => (
    <path
      key={segment.key}
      d={segment.path}
      className={`wheel__segment wheel__segment--${ring}`}
      fill={CATEGORY_COLOURS[segment.category]}
      fillOpacity={ring === 'outer' ? 0.6 : 1}
      role="button"
      tabIndex={0}
      aria-label={segmentName(segment)}
      aria-pressed={isSelected(segment)}
      data-selected={isSelected(segment) || undefined}
      onClick={() => choose(segment)}
      onKeyDown={onKeyDown(segment)}
    />
  )

  return (
    <div className="wheel">
      <div className="wheel__frame" ref={frame}>
        <svg
          className="wheel__chart"
          width={size}
          height={size}
          viewBox={`${-half} ${-half} ${size} ${size}`}
          role="group"
          aria-label={t`Fraud taxonomy wheel: 14 categories and their subcategories`}
          data-size={size}
        >
          <circle r={half} className="wheel__backdrop" />
          {wheel.subcategories.map((segment) => renderSegment(segment, 'outer'))}
          {wheel.categories.map((segment) => renderSegment(segment, 'inner'))}
          {size >= LABEL_MIN_SIZE &&
            wheel.categories.map((segment) => {
              const { x, y, rotate } = labelPlacement(segment)
              return (
                <text
                  key={`label-${segment.key}`}
                  className="wheel__label"
                  x={x}
                  y={y}
                  transform={`rotate(${rotate.toFixed(1)} ${x.toFixed(1)} ${y.toFixed(1)})`}
                  textAnchor="middle"
                  dominantBaseline="central"
                  aria-hidden="true"
                >
                  {t(CATEGORY_LABELS[segment.category])}
                </text>
              )
            })}
        </svg>
      </div>
      <div className="wheel__detail card" aria-live="polite">
        <WheelDetail selected={selected} />
      </div>
    </div>
  )
}

function WheelDetail({ selected }: { selected: Selection | null }) {
  const { t } = useLingui()
  if (!selected) {
    return (
      <p>
        <Trans>Choose a part of the wheel to see what it is and how to check for it.</Trans>
      </p>
    )
  }
  const category = t(CATEGORY_LABELS[selected.category])
  const text = selected.subcategory ? SUBCATEGORY_TEXT[selected.subcategory] : undefined
  if (!text) {
    const count = FRAUD_TAXONOMY[selected.category].subcategories.length
    return (
      <>
        <h2 className="wheel__detail-title">{category}</h2>
        <p>
          <Trans>
            {count} kinds of fraud. Choose one in the outer ring, or read them in the list below.
          </Trans>
        </p>
      </>
    )
  }
  const toolName = t(TOOL_NAMES[text.tool])
  return (
    <>
      <p className="wheel__detail-category">{category}</p>
      <h2 className="wheel__detail-title">{t(text.name)}</h2>
      <p>{t(text.how)}</p>
      <Link className="button button--secondary" to={text.tool}>
        <Trans>Check it: {toolName}</Trans>
      </Link>
    </>
  )
}
