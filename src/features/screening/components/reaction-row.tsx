import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'

import { REACTIONS, type Reaction } from '../../../domain/screening/reactions.ts'
import { toast } from '../../../lib/toast.ts'
import { useAddReaction } from '../api/add-reaction.ts'
import { useReactions } from '../api/get-reactions.ts'

/** The four reactions under an analysis, with how many people gave each. */
export function ReactionRow({ referenceCode }: { referenceCode: string }) {
  const { t } = useLingui()
  const counts = useReactions(referenceCode).data
  const save = useAddReaction()
  const [chosen, setChosen] = useState<Reaction | null>(null)

  const labels: Record<Reaction, string> = {
    '👍': t`Helpful`,
    '👎': t`Not Helpful`,
    '🤔': t`Unsure`,
    '⚠️': t`Warning`,
  }

  const react = (reaction: Reaction) => {
    const previous = chosen
    setChosen(reaction)
    save.mutate(
      { reference_code: referenceCode, reaction },
      {
        onSuccess: () =>
          toast({ title: t`Thank you for your feedback! Your reaction has been recorded.` }),
        onError: () => {
          setChosen(previous)
          toast({
            title: t`Error`,
            description: t`Failed to save your reaction. Please try again.`,
            variant: 'destructive',
          })
        },
      },
    )
  }

  return (
    <div className="reactions" role="group" aria-labelledby="reactions-title">
      <h3 className="reactions__title" id="reactions-title">
        <Trans>Was this analysis helpful?</Trans>
      </h3>
      <ul className="pill-list">
        {REACTIONS.map((reaction) => (
          <li key={reaction}>
            <button
              type="button"
              className="pill-button reaction-button"
              aria-pressed={chosen === reaction}
              disabled={save.isPending}
              onClick={() => react(reaction)}
            >
              <span className="reaction-button__emoji" aria-hidden="true">
                {reaction}
              </span>
              <span>{labels[reaction]}</span>
              {/* The space keeps "Helpful 3" apart in the button's accessible name. */}{' '}
              {counts && <span className="reaction-button__count">{counts[reaction]}</span>}
            </button>
          </li>
        ))}
      </ul>
    </div>
  )
}
