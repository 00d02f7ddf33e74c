import { Trans } from '@lingui/react/macro'

/** How to use the editor, by mouse, by touch and by keyboard; and the mobile tip. */
export function RedactionInstructions({ id }: { id: string }) {
  return (
    <aside className="redaction-instructions" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>
        <Trans>How to hide information</Trans>
      </h3>
      <ul id={id}>
        <li>
          <Trans>
            Drag across anything you want to hide: names, addresses, account numbers, faces.
          </Trans>
        </li>
        <li>
          <Trans>Drag a box to move it, or drag one of its white corners to resize it.</Trans>
        </li>
        <li>
          <Trans>
            With a keyboard: choose a box under the image, then use the arrow keys to move it (hold
            Shift for bigger steps), + and - to resize it and Delete to remove it.
          </Trans>
        </li>
        <li>
          <Trans>Rotating the image removes all boxes. Undo brings them back.</Trans>
        </li>
        <li>
          <Trans>
            Boxes look slightly see-through here. In the image you download they are solid black,
            and what is under them is gone.
          </Trans>
        </li>
      </ul>
      <p className="redaction-tip">
        <strong>
          <Trans>On a phone or tablet:</Trans>
        </strong>{' '}
        <Trans>
          drag a white corner handle to resize a box. To move a box, touch and hold it, then drag.
        </Trans>
      </p>
    </aside>
  )
}
