import { readFile } from 'node:fs/promises'

import { expect, type Locator, type Page } from '@playwright/test'

import { REDACTION_HANDOVER_KEYS } from '../../src/domain/files/image-transfer.ts'
import {
  rotatedSize,
  toPixelRect,
  rotateRect,
  unrotatePoint,
  type Rect,
  type Rotation,
  type Size,
} from '../../src/domain/redaction/geometry.ts'

import { expectNoAxeViolations, openInLocale, test, waitForOfflineReady } from './fixtures.ts'
import {
  TRAILER,
  decodeInPage,
  makeQuadrantImage,
  quadrantColour,
  readJpegStructure,
  readPng,
  withExifAndTrailer,
  type DecodedImage,
  type Rgb,
} from './redaction-images.ts'

const canvasOf = (page: Page) => page.getByRole('application', { name: 'Image to redact' })
const counterOf = (page: Page) => page.locator('.redaction-counter')

/** Drags with the mouse between two points given as fractions of the canvas. */
async function drawWithMouse(
  page: Page,
  canvas: Locator,
  from: [number, number],
  to: [number, number],
) {
  await canvas.scrollIntoViewIfNeeded()
  const frame = await canvas.boundingBox()
  if (!frame) throw new Error('the canvas is not on screen')
  await page.mouse.move(frame.x + frame.width * from[0], frame.y + frame.height * from[1])
  await page.mouse.down()
  await page.mouse.move(frame.x + frame.width * to[0], frame.y + frame.height * to[1], {
    steps: 8,
  })
  await page.mouse.up()
}

/** A box as the editor keeps it, in pixels of the upright original. */
async function boxInImage(page: Page, number: number): Promise<Rect> {
  const button = page.getByRole('button', { name: `Box ${number}`, exact: true })
  const read = async (name: string) => Number(await button.getAttribute(`data-box-${name}`))
  return {
    x: await read('x'),
    y: await read('y'),
    width: await read('width'),
    height: await read('height'),
  }
}

async function downloadAs(
  page: Page,
  format: 'PNG' | 'JPEG',
): Promise<{ name: string; file: Buffer }> {
  await page.getByRole('radio', { name: new RegExp(`^${format}`) }).check()
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download Redacted Image' }).click(),
  ])
  await expect(page.getByText('Download started!')).toBeVisible()
  const path = await download.path()
  return { name: download.suggestedFilename(), file: await readFile(path) }
}

function near(actual: Rgb, expected: Rgb, tolerance: number): boolean {
  return actual.every((value, i) => Math.abs(value - (expected[i] ?? 0)) <= tolerance)
}

/**
 * Checks an exported image: every pixel of the redacted area is black, and points away from
 * it keep the original's colour. `colourAt` says what the original shows at an output pixel.
 */
function expectRedacted(
  image: DecodedImage,
  redacted: Rect,
  colourAt: (x: number, y: number) => Rgb | null,
  tolerance: number,
  margin: number,
) {
  const notBlack: string[] = []
  for (let y = redacted.y + margin; y < redacted.y + redacted.height - margin; y++) {
    for (let x = redacted.x + margin; x < redacted.x + redacted.width - margin; x++) {
      if (!near(image.pixel(x, y), [0, 0, 0], tolerance)) notBlack.push(`${x},${y}`)
    }
  }
  expect(notBlack.slice(0, 5), 'pixels inside the box that are not black').toEqual([])

  const changed: string[] = []
  for (let y = 1; y < image.height; y += 7) {
    for (let x = 1; x < image.width; x += 7) {
      const nearBox =
        x > redacted.x - margin - 1 &&
        x < redacted.x + redacted.width + margin &&
        y > redacted.y - margin - 1 &&
        y < redacted.y + redacted.height + margin
      const expected = colourAt(x, y)
      if (nearBox || !expected) continue
      if (!near(image.pixel(x, y), expected, tolerance)) changed.push(`${x},${y}`)
    }
  }
  expect(changed.slice(0, 5), 'pixels outside the box that changed').toEqual([])
}

/**
 * The colour the upright original shows at a pixel of the output rotated by `rotation`, or
 * null within `margin` of a quadrant border (where JPEG blurs the colours).
 */
function quadrantsRotated(
  upright: Size,
  rotation: Rotation,
  margin: number,
  stored?: { size: Size; orientationTurn: Rotation },
) {
  return (x: number, y: number): Rgb | null => {
    const point = unrotatePoint({ x: x + 0.5, y: y + 0.5 }, upright, rotation)
    const original = stored ? unrotatePoint(point, stored.size, stored.orientationTurn) : point
    const size = stored?.size ?? upright
    const nearBorder =
      Math.abs(original.x - size.width / 2) < margin ||
      Math.abs(original.y - size.height / 2) < margin
    if (nearBorder && margin > 0) return null
    return quadrantColour(Math.floor(original.x), Math.floor(original.y), size.width, size.height)
  }
}

test.describe('redacting by mouse, offline', () => {
  test('exports full-size, black boxes, no metadata, after rotating; nothing after the end', async ({
    page,
    context,
  }) => {
    test.setTimeout(120_000)
    await page.goto('/redaction-tool')
    await waitForOfflineReady(page)
    await context.setOffline(true)
    await page.reload()
    await expect(
      page.getByRole('heading', { level: 1, name: 'Document Redaction Tool' }),
    ).toBeVisible()

    // A lossless 800 × 600 photo of four colours.
    const size = { width: 800, height: 600 }
    const png = await makeQuadrantImage(page, size.width, size.height, 'image/png')
    await page
      .getByLabel('Choose File')
      .setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: png })
    const canvas = canvasOf(page)
    await expect(canvas).toBeVisible()
    await expect(page.getByText('Mode: Draw New Box')).toBeVisible()

    await drawWithMouse(page, canvas, [0.1, 0.15], [0.4, 0.45])
    await expect(counterOf(page)).toHaveText('1 redaction added')
    const first = await boxInImage(page, 1)
    expect(first.width).toBeGreaterThan(200)

    await page.getByRole('button', { name: 'Continue to Download' }).click()
    await expect(
      page.getByRole('heading', { name: 'Step 3: Download Redacted Image' }),
    ).toBeVisible()
    await expect(page.getByRole('img', { name: /redacted document/ })).toBeVisible()
    const straight = await downloadAs(page, 'PNG')
    expect(straight.name).toBe('redacted-image.png')
    const straightPng = readPng(straight.file)
    expect([straightPng.width, straightPng.height]).toEqual([800, 600])
    expect(straightPng.trailingBytes).toBe(0)
    expect(
      straightPng.chunkTypes.filter((type) => !['IHDR', 'IDAT', 'IEND'].includes(type)),
    ).toEqual([])
    const firstPixels = toPixelRect(first, size)
    if (!firstPixels) throw new Error('empty box')
    expectRedacted(straightPng, firstPixels, quadrantsRotated(size, 0, 0), 0, 0)

    // A quarter turn clears the boxes; draw another.
    await page.getByRole('button', { name: 'Back' }).click()
    await page.getByRole('button', { name: /Rotate Right/ }).click()
    await expect(counterOf(page)).toHaveText('0 redactions added')
    await drawWithMouse(page, canvas, [0.55, 0.1], [0.9, 0.3])
    await expect(counterOf(page)).toHaveText('1 redaction added')
    const second = await boxInImage(page, 1)
    await page.getByRole('button', { name: 'Continue to Download' }).click()

    const turned = readPng((await downloadAs(page, 'PNG')).file)
    expect([turned.width, turned.height]).toEqual([600, 800])
    const secondPixels = toPixelRect(rotateRect(second, size, 90), rotatedSize(size, 90))
    if (!secondPixels) throw new Error('empty box')
    expectRedacted(turned, secondPixels, quadrantsRotated(size, 90, 0), 0, 0)
    // The top-left of the turned photo is the original's bottom-left.
    expect(turned.pixel(5, 5)).toEqual([40, 70, 220])

    const jpeg = await downloadAs(page, 'JPEG')
    expect(jpeg.name).toBe('redacted-image.jpg')
    const structure = readJpegStructure(jpeg.file)
    expect([structure.width, structure.height]).toEqual([600, 800])
    expect(structure.hasExif).toBe(false)
    expect(structure.markers).not.toContain('APP1')
    expect(structure.endsAtEoi).toBe(true)
    const turnedJpeg = await decodeInPage(page, jpeg.file, 'image/jpeg')
    expectRedacted(turnedJpeg, secondPixels, quadrantsRotated(size, 90, 10), 24, 6)
  })

  test('a photo with EXIF: turned upright, GPS and trailing bytes gone', async ({
    page,
    context,
  }) => {
    test.setTimeout(120_000)
    await page.goto('/redaction-tool')
    await waitForOfflineReady(page)
    await context.setOffline(true)

    // Stored 800 × 600 with orientation 6: it shows 600 × 800, turned a quarter clockwise.
    const stored = { width: 800, height: 600 }
    const upright = { width: 600, height: 800 }
    const plain = await makeQuadrantImage(page, stored.width, stored.height, 'image/jpeg')
    const photo = withExifAndTrailer(plain, 6)
    expect(readJpegStructure(photo).hasExif).toBe(true)
    await page
      .getByLabel('Choose File')
      .setInputFiles({ name: 'IMG_0042.jpg', mimeType: 'image/jpeg', buffer: photo })
    const canvas = canvasOf(page)
    await expect(canvas).toBeVisible()
    const frame = await canvas.boundingBox()
    // The canvas shows the photo upright: taller than wide.
    expect(frame && frame.height > frame.width).toBe(true)

    await drawWithMouse(page, canvas, [0.2, 0.2], [0.7, 0.35])
    await expect(counterOf(page)).toHaveText('1 redaction added')
    const box = await boxInImage(page, 1)
    await page.getByRole('button', { name: 'Continue to Download' }).click()
    const colours = quadrantsRotated(upright, 0, 12, { size: stored, orientationTurn: 90 })

    const png = await downloadAs(page, 'PNG')
    const decoded = readPng(png.file)
    expect([decoded.width, decoded.height]).toEqual([600, 800])
    expect(decoded.chunkTypes).not.toContain('eXIf')
    expect(decoded.trailingBytes).toBe(0)
    expect(png.file.includes('Exif')).toBe(false)
    expect(png.file.includes(TRAILER)).toBe(false)
    const pixels = toPixelRect(box, upright)
    if (!pixels) throw new Error('empty box')
    expectRedacted(decoded, pixels, colours, 24, 0)

    const jpeg = await downloadAs(page, 'JPEG')
    const structure = readJpegStructure(jpeg.file)
    expect([structure.width, structure.height]).toEqual([600, 800])
    expect(structure.hasExif).toBe(false)
    expect(structure.endsAtEoi).toBe(true)
    expect(jpeg.file.includes(TRAILER)).toBe(false)
    expectRedacted(await decodeInPage(page, jpeg.file, 'image/jpeg'), pixels, colours, 24, 6)
  })
})

test.describe('redacting by touch', () => {
  test.use({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 } })

  test('draws a box, resizes it by a corner handle and moves it with touch-and-hold', async ({
    page,
  }) => {
    await page.goto('/redaction-tool')
    await page.getByRole('button', { name: 'Use Sample Image' }).click()
    const canvas = canvasOf(page)
    await expect(canvas).toBeVisible()
    await canvas.scrollIntoViewIfNeeded()
    const frame = await canvas.boundingBox()
    if (!frame) throw new Error('the canvas is not on screen')
    expect(frame.width).toBeLessThanOrEqual(390)
    expect(frame.height).toBeLessThanOrEqual(480)
    const scale = frame.width / 1600

    const cdp = await page.context().newCDPSession(page)
    const touch = async (type: 'touchStart' | 'touchMove' | 'touchEnd', x = 0, y = 0) =>
      cdp.send('Input.dispatchTouchEvent', {
        type,
        touchPoints: type === 'touchEnd' ? [] : [{ x: frame.x + x, y: frame.y + y, id: 1 }],
      })
    const swipe = async (from: [number, number], to: [number, number], holdMs = 0) => {
      await touch('touchStart', ...from)
      if (holdMs) await page.waitForTimeout(holdMs)
      for (let step = 1; step <= 8; step++) {
        await touch(
          'touchMove',
          from[0] + ((to[0] - from[0]) * step) / 8,
          from[1] + ((to[1] - from[1]) * step) / 8,
        )
      }
      await touch('touchEnd')
    }

    // Draw: 100 × 40 screen pixels.
    await swipe([60, 80], [160, 120])
    await expect(counterOf(page)).toHaveText('1 redaction added')
    const drawn = await boxInImage(page, 1)
    expect(drawn.width * scale).toBeCloseTo(100, -1)

    // Resize from the bottom-right corner handle, touched 6 px off.
    await swipe([166, 114], [206, 144])
    await expect.poll(async () => (await boxInImage(page, 1)).width).toBeGreaterThan(drawn.width)
    const resized = await boxInImage(page, 1)
    expect(resized.x).toBe(drawn.x)
    expect((resized.width - drawn.width) * scale).toBeCloseTo(40, -1)
    expect((resized.height - drawn.height) * scale).toBeCloseTo(30, -1)
    await expect(counterOf(page)).toHaveText('1 redaction added')

    // Touch and hold inside, then drag: the box moves, keeping its size.
    await swipe([120, 110], [170, 200], 600)
    await expect.poll(async () => (await boxInImage(page, 1)).y).toBeGreaterThan(resized.y)
    const moved = await boxInImage(page, 1)
    expect(moved.width).toBe(resized.width)
    expect(moved.height).toBe(resized.height)
    expect((moved.x - resized.x) * scale).toBeCloseTo(50, -1)
    expect((moved.y - resized.y) * scale).toBeCloseTo(90, -1)
    await expect(counterOf(page)).toHaveText('1 redaction added')

    // A quick swipe across the box without the hold draws a second box instead.
    await swipe([150, 160], [250, 260])
    await expect(counterOf(page)).toHaveText('2 redactions added')
  })
})

test('the mouse leaving the canvas ends the drag; the keyboard edits boxes', async ({ page }) => {
  await page.goto('/redaction-tool')
  await page.getByRole('button', { name: 'Use Sample Image' }).click()
  const canvas = canvasOf(page)
  await expect(canvas).toBeVisible()
  await canvas.scrollIntoViewIfNeeded()
  const frame = await canvas.boundingBox()
  if (!frame) throw new Error('the canvas is not on screen')

  await page.mouse.move(frame.x + frame.width * 0.5, frame.y + frame.height * 0.5)
  await page.mouse.down()
  await page.mouse.move(frame.x + frame.width + 40, frame.y + frame.height * 0.7, { steps: 6 })
  await expect(counterOf(page)).toHaveText('1 redaction added')
  const kept = await boxInImage(page, 1)
  // Back over the canvas with the button still down: nothing follows any more.
  await page.mouse.move(frame.x + frame.width * 0.6, frame.y + frame.height * 0.6, { steps: 4 })
  await page.mouse.up()
  expect(await boxInImage(page, 1)).toEqual(kept)
  // It ends where the mouse was last seen on the canvas, near its right edge.
  expect(kept.x + kept.width).toBeGreaterThan(1600 * 0.75)
  expect(kept.x + kept.width).toBeLessThanOrEqual(1600)

  await page.getByRole('button', { name: 'Box 1', exact: true }).focus()
  await page.keyboard.press('Shift+ArrowLeft')
  await expect.poll(async () => (await boxInImage(page, 1)).x).toBeLessThan(kept.x)
  await page.keyboard.press('Delete')
  await expect(counterOf(page)).toHaveText('0 redactions added')
  await expect(page.getByRole('status').filter({ hasText: 'Box removed.' })).toBeAttached()
  await page.keyboard.press('Control+z')
  await expect(counterOf(page)).toHaveText('1 redaction added')
})

test('makes no request at all while redacting, with the network up', async ({ page }) => {
  await page.goto('/redaction-tool')
  await waitForOfflineReady(page)
  await page.getByRole('button', { name: 'Use Sample Image' }).click()
  const canvas = canvasOf(page)
  await expect(canvas).toBeVisible()

  const requests: string[] = []
  page.on('request', (request) => requests.push(`${request.method()} ${request.url()}`))
  await drawWithMouse(page, canvas, [0.1, 0.15], [0.6, 0.3])
  await page.getByRole('button', { name: /Rotate Left/ }).click()
  await drawWithMouse(page, canvas, [0.2, 0.2], [0.5, 0.4])
  await page.getByRole('button', { name: 'Add a box' }).click()
  await expect(counterOf(page)).toHaveText('2 redactions added')
  await page.getByRole('button', { name: 'Continue to Download' }).click()
  await downloadAs(page, 'PNG')
  await downloadAs(page, 'JPEG')
  expect(requests.filter((url) => !/ (blob|data):/.test(url))).toEqual([])
})

test.describe('accessibility', () => {
  for (const locale of ['en', 'ar']) {
    test(`every step passes axe in ${locale}`, async ({ page }) => {
      await openInLocale(page, '/redaction-tool', locale)
      await expect(page.locator('h1')).toBeVisible()
      await expectNoAxeViolations(page)

      await page.locator('.redaction-card button').click()
      await expect(canvasOf(page).or(page.locator('.redaction-canvas'))).toBeVisible()
      await page.locator('.redaction-toolbar button').nth(2).click()
      await expect(page.locator('.redaction-selected')).toBeVisible()
      await expectNoAxeViolations(page)

      await page.locator('.redaction-panel > .button-row > .button').first().click()
      await expect(page.locator('.redaction-preview')).toBeVisible()
      await expectNoAxeViolations(page)
    })
  }
})

test('takes an image handed over by the home form, and removes the hand-over', async ({ page }) => {
  await page.goto('/')
  const image = (await makeQuadrantImage(page, 320, 240, 'image/png')).toString('base64')
  await page.evaluate(
    ({ keys, image }) => {
      localStorage.setItem(keys.image, `data:image/png;base64,${image}`)
      localStorage.setItem(keys.name, 'from-the-form.png')
      localStorage.setItem(keys.type, 'image/png')
    },
    { keys: REDACTION_HANDOVER_KEYS, image },
  )
  await page.goto('/redaction-tool')
  await expect(canvasOf(page)).toBeVisible()
  await expect(page.getByText('Loading image...')).toHaveCount(0)
  const left = await page.evaluate(
    (keys) => Object.values(keys).map((key) => localStorage.getItem(key)),
    REDACTION_HANDOVER_KEYS,
  )
  expect(left).toEqual([null, null, null])
  await page.getByRole('button', { name: 'Continue to Download' }).click()
  await expect(page.getByRole('button', { name: 'Use this redacted image' })).toBeVisible()
})
