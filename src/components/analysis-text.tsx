import { Fragment, useMemo } from 'react'

import { parseAnalysis, parseInline, type Line } from '../lib/analysis-blocks.ts'

/** The analysis as React text: the server's words are never parsed as HTML. */
export function AnalysisText({ text }: { text: string }) {
  const blocks = useMemo(() => parseAnalysis(text), [text])
  return (
    <div className="analysis-text">
      {blocks.map((block, index) =>
        block.kind === 'list' ? (
          <ul key={index}>
            {block.items.map((item, itemIndex) => (
              <li key={itemIndex}>
                <Runs line={item} />
              </li>
            ))}
          </ul>
        ) : (
          <p key={index}>
            {block.lines.map((line, lineIndex) => (
              <Fragment key={lineIndex}>
                {lineIndex > 0 && <br />}
                <Runs line={line} />
              </Fragment>
            ))}
          </p>
        ),
      )}
    </div>
  )
}

function Runs({ line }: { line: Line }) {
  return line.map((run, index) =>
    run.strong ? (
      <strong key={index}>{run.text}</strong>
    ) : (
      <Fragment key={index}>{run.text}</Fragment>
    ),
  )
}

/** One line of the server's text with its `**bold**` runs, for list items and short notes. */
export function InlineText({ text }: { text: string }) {
  const line = useMemo(() => parseInline(text), [text])
  return <Runs line={line} />
}
