import { useLingui } from '@lingui/react/macro'
import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react'
import { Image as KonvaImage, Layer, Rect as KonvaRect, Stage } from 'react-konva'

import {
  rotatedSize,
  rotationTransform,
  type Point,
  type Rect,
} from '../../../domain/redaction/geometry.ts'
import { useRedactionState, useRedactionStore } from '../hooks/use-redaction-store.ts'
import {
  CORNERS,
  cornerPoint,
  handleSize,
  isMobileUserAgent,
  rectImageToScreen,
  screenToImage,
  type InputKind,
} from '../model/geometry.ts'
import { draftRect, liveRect } from '../model/pointer-tool.ts'

/** On screen a box is 90 % black with a white outline; the export burns it 100 % black. */
const BOX_FILL = 'rgba(0, 0, 0, 0.9)'
const BOX_STROKE = '#ffffff'
const SELECTION_STROKE = '#ffbf47'

function isTouchFirst(): boolean {
  return (
    isMobileUserAgent(navigator.userAgent) ||
    (typeof matchMedia === 'function' && matchMedia('(pointer: coarse)').matches)
  )
}

/**
 * The editing canvas: Konva draws the model in three layers (the image, the boxes, and the
 * handles with whatever is being drawn) and listens to nothing; pointer events on the frame
 * are turned into image pixels and handed to the store's pointer tool.
 */
export function RedactionCanvas({
  scale,
  label,
  describedBy,
  onKeyDown,
}: {
  /** Screen pixels per image pixel, from the space the page has. */
  scale: number
  /** The canvas's accessible name. */
  label: string
  describedBy: string
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void
}) {
  const { t } = useLingui()
  const store = useRedactionStore()
  const imageState = useRedactionState((state) => state.image)
  const document = useRedactionState((state) => state.history.present)
  const tool = useRedactionState((state) => state.tool)
  const selectedId = useRedactionState((state) => state.selectedId)
  const [touchFirst] = useState(isTouchFirst)
  /** The one pointer being followed; a second finger is ignored. */
  const activePointer = useRef<number | null>(null)

  if (imageState.status !== 'ready' || scale <= 0) return null
  const { image } = imageState
  const size = { width: image.width, height: image.height }
  const { rotation } = document
  const shown = rotatedSize(size, rotation)
  const stageWidth = Math.max(1, Math.round(shown.width * scale))
  const stageHeight = Math.max(1, Math.round(shown.height * scale))
  const placement = rotationTransform(size, rotation, scale)
  const toScreen = (rect: Rect) => rectImageToScreen(rect, size, rotation, scale)

  const pointAt = (event: PointerEvent<HTMLDivElement>): Point => {
    const frame = event.currentTarget.getBoundingClientRect()
    return screenToImage(
      { x: event.clientX - frame.left, y: event.clientY - frame.top },
      size,
      rotation,
      scale,
    )
  }
  const inputOf = (event: PointerEvent): InputKind =>
    event.pointerType === 'touch' ? 'touch' : 'mouse'

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.pointerType === 'mouse' && event.button !== 0) return
    if (activePointer.current !== null) return
    activePointer.current = event.pointerId
    // Keeps the keyboard's place on the canvas, and stops text selection while dragging.
    event.currentTarget.focus({ preventScroll: true })
    event.preventDefault()
    store.pointer({ type: 'pointer-down', point: pointAt(event), input: inputOf(event) }, scale)
  }
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (event.pointerId !== activePointer.current) return
    store.pointer({ type: 'pointer-move', point: pointAt(event) }, scale)
  }
  const finish = (event: PointerEvent<HTMLDivElement>, type: 'pointer-up' | 'pointer-leave') => {
    if (event.pointerId !== activePointer.current) return
    activePointer.current = null
    store.pointer({ type }, scale)
  }
  const onPointerCancel = (event: PointerEvent<HTMLDivElement>) => {
    if (event.pointerId !== activePointer.current) return
    activePointer.current = null
    store.pointer({ type: 'cancel' }, scale)
  }

  const handle = handleSize(touchFirst)
  const draft = draftRect(tool)
  const boxes = document.boxes.map((box) => ({
    id: box.id,
    screen: toScreen(liveRect(tool, box.id) ?? box),
  }))
  const selected = boxes.find((box) => box.id === selectedId)

  return (
    // An application region: screen readers pass the arrow keys through to it, and it needs
    // both pointer and key handlers, which jsx-a11y only expects on native controls.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <div
      className="redaction-canvas"
      role="application"
      aria-roledescription={t`redaction canvas`}
      aria-label={label}
      aria-describedby={describedBy}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      style={{ inlineSize: stageWidth, blockSize: stageHeight }}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={(event) => finish(event, 'pointer-up')}
      onPointerLeave={(event) => finish(event, 'pointer-leave')}
      onPointerCancel={onPointerCancel}
      onKeyDown={onKeyDown}
    >
      <Stage width={stageWidth} height={stageHeight} listening={false}>
        <Layer listening={false}>
          <KonvaImage
            image={image.source}
            x={placement.e}
            y={placement.f}
            rotation={rotation}
            width={size.width * scale}
            height={size.height * scale}
          />
        </Layer>
        <Layer listening={false}>
          {boxes.map(({ id, screen }) => (
            <KonvaRect key={id} {...screen} fill={BOX_FILL} stroke={BOX_STROKE} strokeWidth={1.5} />
          ))}
        </Layer>
        <Layer listening={false}>
          {draft && (
            <KonvaRect
              {...toScreen(draft)}
              fill={BOX_FILL}
              stroke={BOX_STROKE}
              strokeWidth={1.5}
              dash={[6, 4]}
            />
          )}
          {selected && (
            <KonvaRect
              x={selected.screen.x - 3}
              y={selected.screen.y - 3}
              width={selected.screen.width + 6}
              height={selected.screen.height + 6}
              stroke={SELECTION_STROKE}
              strokeWidth={2}
              dash={[6, 3]}
            />
          )}
          {boxes.flatMap(({ id, screen }) =>
            CORNERS.map((corner) => {
              const at = cornerPoint(screen, corner)
              return (
                <KonvaRect
                  key={`${id}-${corner}`}
                  x={at.x - handle / 2}
                  y={at.y - handle / 2}
                  width={handle}
                  height={handle}
                  fill="#ffffff"
                  stroke="#1b1f23"
                  strokeWidth={1}
                />
              )
            }),
          )}
        </Layer>
      </Stage>
    </div>
  )
}
