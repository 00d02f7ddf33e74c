/**
 * QR code pictures for tests and benchmarks, drawn from the `qrcode` package's module matrix:
 * PNG files (one or several codes side by side, optionally light-on-dark), raw grey frames
 * for Chromium's fake camera (a .y4m video), small low-resolution codes and a camera-sized JPEG
 * photo.
 */
import { crc32, deflateSync } from 'node:zlib'

import { createCanvas } from '@napi-rs/canvas'
import QRCode from 'qrcode'

export interface QrPictureOptions {
  /** Pixels per module. */
  scale?: number
  /** Light modules on a dark background. */
  inverted?: boolean
}

interface GreyImage {
  width: number
  height: number
  pixels: Uint8Array
}

const QUIET_MODULES = 4

/** A grey picture with each text's code side by side, each with its quiet zone. */
export function drawQrCodes(
  texts: string[],
  { scale = 8, inverted = false }: QrPictureOptions = {},
): GreyImage {
  const codes = texts.map((text) => QRCode.create(text, { errorCorrectionLevel: 'M' }).modules)
  const sizes = codes.map((code) => (code.size + 2 * QUIET_MODULES) * scale)
  const width = sizes.reduce((sum, size) => sum + size, 0)
  const height = Math.max(...sizes)
  const [dark, light] = inverted ? [255, 0] : [0, 255]
  const pixels = new Uint8Array(width * height).fill(light)
  let left = 0
  codes.forEach((code, index) => {
    for (let row = 0; row < code.size; row++) {
      for (let column = 0; column < code.size; column++) {
        if (!code.get(row, column)) continue
        const x0 = left + (column + QUIET_MODULES) * scale
        const y0 = (row + QUIET_MODULES) * scale
        for (let y = y0; y < y0 + scale; y++)
          pixels.fill(dark, y * width + x0, y * width + x0 + scale)
      }
    }
    left += sizes[index] ?? 0
  })
  return { width, height, pixels }
}

function chunk(type: string, data: Uint8Array): Buffer {
  const head = Buffer.alloc(8)
  head.writeUInt32BE(data.length, 0)
  head.write(type, 4, 'latin1')
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0)
  return Buffer.concat([head, data, crc])
}

/** An 8-bit greyscale PNG file. */
export function encodeGreyPng({ width, height, pixels }: GreyImage): Buffer {
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header.set([8, 0, 0, 0, 0], 8) // 8 bits, greyscale, deflate, no filter, no interlace
  const rows = Buffer.alloc((width + 1) * height)
  for (let y = 0; y < height; y++)
    rows.set(pixels.subarray(y * width, (y + 1) * width), y * (width + 1) + 1)
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', new Uint8Array()),
  ])
}

/** A PNG of one or more QR codes. */
export function qrPng(texts: string | string[], options?: QrPictureOptions): Buffer {
  return encodeGreyPng(drawQrCodes(Array.isArray(texts) ? texts : [texts], options))
}

/**
 * A short Y4M video (4:2:0, 640×480) showing a QR code in the middle of a grey frame, for
 * Chromium's --use-file-for-fake-video-capture.
 */
export function qrY4m(text: string, frames = 10): Buffer {
  const width = 640
  const height = 480
  const code = drawQrCodes([text], { scale: 8 })
  const luma = new Uint8Array(width * height).fill(128)
  const left = Math.floor((width - code.width) / 2)
  const top = Math.floor((height - code.height) / 2)
  for (let y = 0; y < code.height && top + y < height; y++) {
    luma.set(code.pixels.subarray(y * code.width, (y + 1) * code.width), (top + y) * width + left)
  }
  const chroma = new Uint8Array((width / 2) * (height / 2) * 2).fill(128)
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma])
  return Buffer.concat([
    Buffer.from(`YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\n`),
    ...Array.from({ length: frames }, () => frame),
  ])
}

/**
 * A 12-megapixel phone photo (4000 × 3000 JPEG) of a printed code held at arm's length: the
 * symbol a sixth of the photo's width, slightly turned, on a shaded table.
 */
export async function qrPhotoJpeg(text: string): Promise<Buffer> {
  const width = 4000
  const height = 3000
  const photo = createCanvas(width, height).getContext('2d')
  const shade = photo.createLinearGradient(0, 0, width, height)
  shade.addColorStop(0, '#8a7f72')
  shade.addColorStop(1, '#4f473f')
  photo.fillStyle = shade
  photo.fillRect(0, 0, width, height)
  const code = drawQrCodes([text], { scale: 16 })
  const symbol = createCanvas(code.width, code.height).getContext('2d')
  const pixels = symbol.createImageData(code.width, code.height)
  code.pixels.forEach((grey, index) => {
    pixels.data.set(
      [grey === 0 ? 38 : 244, grey === 0 ? 38 : 241, grey === 0 ? 38 : 234, 255],
      index * 4,
    )
  })
  symbol.putImageData(pixels, 0, 0)
  const side = width / 6
  photo.translate(width * 0.55, height * 0.45)
  photo.rotate((7 * Math.PI) / 180)
  photo.drawImage(symbol.canvas, -side / 2, -side / 2, side, side)
  return photo.canvas.encode('jpeg', 88)
}

/**
 * A small screenshot of a code, `modulePx` pixels per module (below 2 a module blurs into its
 * neighbours): black on white on a grey card with a 20 px border, drawn at 4× and smoothed down
 * as a phone's scaler would, `offset` of a pixel off the grid.
 */
export function qrLowResPicture(
  text: string,
  modulePx: number,
  { format = 'png', offset = 0.5 }: { format?: 'png' | 'webp'; offset?: number } = {},
): Promise<Buffer> {
  const detail = 4
  const code = drawQrCodes([text], { scale: 1 })
  const sharpSide = code.width * modulePx * detail
  const sharp = createCanvas(Math.ceil(sharpSide), Math.ceil(sharpSide)).getContext('2d')
  sharp.fillStyle = '#fff'
  sharp.fillRect(0, 0, sharp.canvas.width, sharp.canvas.height)
  sharp.fillStyle = '#000'
  const cell = modulePx * detail
  code.pixels.forEach((grey, index) => {
    if (grey === 0) {
      sharp.fillRect((index % code.width) * cell, Math.floor(index / code.width) * cell, cell, cell)
    }
  })
  const side = Math.ceil(sharpSide / detail)
  const card = createCanvas(side + 40, side + 40).getContext('2d')
  card.fillStyle = '#ddd'
  card.fillRect(0, 0, side + 40, side + 40)
  card.imageSmoothingQuality = 'high'
  card.drawImage(sharp.canvas, 20 + offset, 20 + offset, side, side)
  return format === 'png' ? card.canvas.encode('png') : card.canvas.encode('webp', 90)
}
