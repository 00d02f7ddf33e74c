/**
 * Test images for the redaction journeys, and readers that check what the tool exported:
 * a dependency-free PNG decoder (zlib inflate and the five row filters), a JPEG segment walker,
 * and an EXIF block with a GPS position and an orientation to splice into a JPEG.
 */
import { inflateSync } from 'node:zlib'

import type { Page } from '@playwright/test'

export type Rgb = [number, number, number]

/** The four quadrants of a test photo: top-left, top-right, bottom-left, bottom-right. */
export const QUADRANTS: { topLeft: Rgb; topRight: Rgb; bottomLeft: Rgb; bottomRight: Rgb } = {
  topLeft: [220, 40, 40],
  topRight: [40, 170, 70],
  bottomLeft: [40, 70, 220],
  bottomRight: [235, 200, 40],
}

/** Draws a photo of four coloured quadrants in the page and encodes it. */
export async function makeQuadrantImage(
  page: Page,
  width: number,
  height: number,
  type: 'image/png' | 'image/jpeg',
): Promise<Buffer> {
  const base64 = await page.evaluate(
    async ({ width, height, type, colours }) => {
      const canvas = new OffscreenCanvas(width, height)
      const context = canvas.getContext('2d')
      if (!context) throw new Error('no 2d context')
      const halfW = Math.floor(width / 2)
      const halfH = Math.floor(height / 2)
      const fill = (rgb: number[], x: number, y: number, w: number, h: number) => {
        context.fillStyle = `rgb(${rgb.join(',')})`
        context.fillRect(x, y, w, h)
      }
      fill(colours.topLeft, 0, 0, halfW, halfH)
      fill(colours.topRight, halfW, 0, width - halfW, halfH)
      fill(colours.bottomLeft, 0, halfH, halfW, height - halfH)
      fill(colours.bottomRight, halfW, halfH, width - halfW, height - halfH)
      const blob = await canvas.convertToBlob(
        type === 'image/jpeg' ? { type, quality: 0.95 } : { type },
      )
      const bytes = new Uint8Array(await blob.arrayBuffer())
      let binary = ''
      for (let i = 0; i < bytes.length; i += 0x8000) {
        binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000))
      }
      return btoa(binary)
    },
    { width, height, type, colours: QUADRANTS },
  )
  return Buffer.from(base64, 'base64')
}

/** The colour a quadrant photo of `width` × `height` has at a point (of the photo as drawn). */
export function quadrantColour(x: number, y: number, width: number, height: number): Rgb {
  const right = x >= Math.floor(width / 2)
  const bottom = y >= Math.floor(height / 2)
  if (bottom) return right ? QUADRANTS.bottomRight : QUADRANTS.bottomLeft
  return right ? QUADRANTS.topRight : QUADRANTS.topLeft
}

// --- PNG -------------------------------------------------------------------------------

export interface DecodedImage {
  width: number
  height: number
  pixel(x: number, y: number): Rgb
}

export interface PngFile extends DecodedImage {
  chunkTypes: string[]
  /** Bytes after the IEND chunk: must be none. */
  trailingBytes: number
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])

function paeth(a: number, b: number, c: number): number {
  const p = a + b - c
  const pa = Math.abs(p - a)
  const pb = Math.abs(p - b)
  const pc = Math.abs(p - c)
  if (pa <= pb && pa <= pc) return a
  return pb <= pc ? b : c
}

/** Decodes an 8-bit RGB or RGBA, non-interlaced PNG: what browsers' encoders write. */
export function readPng(file: Buffer): PngFile {
  if (!file.subarray(0, 8).equals(PNG_SIGNATURE)) throw new Error('not a PNG')
  let offset = 8
  const chunkTypes: string[] = []
  const idat: Buffer[] = []
  let width = 0
  let height = 0
  let channels = 0
  let trailingBytes = 0
  while (offset < file.length) {
    const length = file.readUInt32BE(offset)
    const type = file.toString('latin1', offset + 4, offset + 8)
    const data = file.subarray(offset + 8, offset + 8 + length)
    chunkTypes.push(type)
    if (type === 'IHDR') {
      width = data.readUInt32BE(0)
      height = data.readUInt32BE(4)
      const bitDepth = data[8]
      const colourType = data[9]
      const interlace = data[12]
      if (bitDepth !== 8 || interlace !== 0) throw new Error('unsupported PNG layout')
      channels = colourType === 6 ? 4 : colourType === 2 ? 3 : 0
      if (!channels) throw new Error(`unsupported PNG colour type ${colourType}`)
    } else if (type === 'IDAT') {
      idat.push(data)
    }
    offset += 12 + length
    if (type === 'IEND') {
      trailingBytes = file.length - offset
      break
    }
  }
  const raw = inflateSync(Buffer.concat(idat))
  const stride = width * channels
  const pixels = Buffer.alloc(stride * height)
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)]
    const row = raw.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1))
    for (let x = 0; x < stride; x++) {
      const left = x >= channels ? (pixels[y * stride + x - channels] ?? 0) : 0
      const up = y > 0 ? (pixels[(y - 1) * stride + x] ?? 0) : 0
      const upLeft = y > 0 && x >= channels ? (pixels[(y - 1) * stride + x - channels] ?? 0) : 0
      const value = row[x] ?? 0
      const predictor =
        filter === 0
          ? 0
          : filter === 1
            ? left
            : filter === 2
              ? up
              : filter === 3
                ? Math.floor((left + up) / 2)
                : paeth(left, up, upLeft)
      pixels[y * stride + x] = (value + predictor) & 0xff
    }
  }
  return {
    width,
    height,
    chunkTypes,
    trailingBytes,
    pixel(x, y) {
      const at = y * stride + x * channels
      return [pixels[at] ?? 0, pixels[at + 1] ?? 0, pixels[at + 2] ?? 0]
    },
  }
}

// --- JPEG ------------------------------------------------------------------------------

export interface JpegStructure {
  width: number
  height: number
  /** Marker names of the segments before the image data, e.g. APP0, DQT, SOF0. */
  markers: string[]
  hasExif: boolean
  /** Whether the file ends with the end-of-image marker, with nothing after it. */
  endsAtEoi: boolean
}

/** Walks a JPEG's header segments up to the image data. */
export function readJpegStructure(file: Buffer): JpegStructure {
  if (file[0] !== 0xff || file[1] !== 0xd8) throw new Error('not a JPEG')
  const markers: string[] = []
  let width = 0
  let height = 0
  let hasExif = false
  let offset = 2
  while (offset < file.length) {
    if (file[offset] !== 0xff) throw new Error(`bad marker at ${offset}`)
    const marker = file[offset + 1] ?? 0
    const length = file.readUInt16BE(offset + 2)
    const name =
      marker >= 0xe0 && marker <= 0xef
        ? `APP${marker - 0xe0}`
        : marker >= 0xc0 && marker <= 0xc3
          ? `SOF${marker - 0xc0}`
          : `0x${marker.toString(16)}`
    markers.push(name)
    if (marker === 0xe1 && file.toString('latin1', offset + 4, offset + 8) === 'Exif') {
      hasExif = true
    }
    if (marker >= 0xc0 && marker <= 0xc3) {
      height = file.readUInt16BE(offset + 5)
      width = file.readUInt16BE(offset + 7)
    }
    if (marker === 0xda) break
    offset += 2 + length
  }
  const endsAtEoi = file[file.length - 2] === 0xff && file[file.length - 1] === 0xd9
  return { width, height, markers, hasExif, endsAtEoi }
}

function ifdEntry(tag: number, type: number, count: number, value: Buffer): Buffer {
  const entry = Buffer.alloc(12)
  entry.writeUInt16BE(tag, 0)
  entry.writeUInt16BE(type, 2)
  entry.writeUInt32BE(count, 4)
  value.copy(entry, 8)
  return entry
}

function u16(value: number): Buffer {
  const buffer = Buffer.alloc(4)
  buffer.writeUInt16BE(value, 0)
  return buffer
}

function u32(value: number): Buffer {
  const buffer = Buffer.alloc(4)
  buffer.writeUInt32BE(value, 0)
  return buffer
}

function rationals(values: [number, number][]): Buffer {
  return Buffer.concat(values.flatMap(([n, d]) => [u32(n), u32(d)]))
}

/** A GPS position that must never reach an exported file: 51°30'12.34"N 0°7'39.00"W. */
export const SECRET_GPS = { latitude: [51, 30, 1234] as const, longitude: [0, 7, 3900] as const }

/**
 * An EXIF APP1 segment: IFD0 with an orientation and a pointer to a GPS IFD holding a
 * latitude and longitude. Orientation 6 means "turn 90° clockwise to show".
 */
export function exifSegment(orientation: number): Buffer {
  const ifd0Offset = 8
  const ifd0Size = 2 + 2 * 12 + 4
  const gpsOffset = ifd0Offset + ifd0Size
  const gpsSize = 2 + 4 * 12 + 4
  const latitudeOffset = gpsOffset + gpsSize
  const longitudeOffset = latitudeOffset + 24
  const tiff = Buffer.concat([
    Buffer.from('MM\x00\x2a', 'latin1'),
    u32(ifd0Offset),
    Buffer.from([0, 2]),
    ifdEntry(0x0112, 3, 1, u16(orientation)),
    ifdEntry(0x8825, 4, 1, u32(gpsOffset)),
    u32(0),
    Buffer.from([0, 4]),
    ifdEntry(0x0001, 2, 2, Buffer.from('N\x00\x00\x00', 'latin1')),
    ifdEntry(0x0002, 5, 3, u32(latitudeOffset)),
    ifdEntry(0x0003, 2, 2, Buffer.from('W\x00\x00\x00', 'latin1')),
    ifdEntry(0x0004, 5, 3, u32(longitudeOffset)),
    u32(0),
    rationals([
      [SECRET_GPS.latitude[0], 1],
      [SECRET_GPS.latitude[1], 1],
      [SECRET_GPS.latitude[2], 100],
    ]),
    rationals([
      [SECRET_GPS.longitude[0], 1],
      [SECRET_GPS.longitude[1], 1],
      [SECRET_GPS.longitude[2], 100],
    ]),
  ])
  const payload = Buffer.concat([Buffer.from('Exif\x00\x00', 'latin1'), tiff])
  const header = Buffer.from([0xff, 0xe1, 0, 0])
  header.writeUInt16BE(payload.length + 2, 2)
  return Buffer.concat([header, payload])
}

/** Marker text put after a JPEG's end: an aCropalypse-style leftover that must not survive. */
export const TRAILER = 'SECRET-BYTES-AFTER-THE-END-OF-THE-IMAGE'

/** A JPEG with an EXIF block (orientation and GPS) spliced in and bytes after its end. */
export function withExifAndTrailer(jpeg: Buffer, orientation: number): Buffer {
  return Buffer.concat([
    jpeg.subarray(0, 2),
    exifSegment(orientation),
    jpeg.subarray(2),
    Buffer.from(TRAILER, 'latin1'),
  ])
}

/** Decodes an image in the page (for JPEG) and reads the pixels at the given points. */
export async function decodeInPage(page: Page, file: Buffer, type: string): Promise<DecodedImage> {
  const { width, height, rgba } = await page.evaluate(
    async ({ base64, type }) => {
      const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0))
      const bitmap = await createImageBitmap(new Blob([bytes], { type }))
      const canvas = new OffscreenCanvas(bitmap.width, bitmap.height)
      const context = canvas.getContext('2d')
      if (!context) throw new Error('no 2d context')
      context.drawImage(bitmap, 0, 0)
      const data = context.getImageData(0, 0, bitmap.width, bitmap.height).data
      let binary = ''
      for (let i = 0; i < data.length; i += 0x8000) {
        binary += String.fromCharCode(...data.subarray(i, i + 0x8000))
      }
      return { width: bitmap.width, height: bitmap.height, rgba: btoa(binary) }
    },
    { base64: file.toString('base64'), type },
  )
  const pixels = Buffer.from(rgba, 'base64')
  return {
    width,
    height,
    pixel(x, y) {
      const at = (y * width + x) * 4
      return [pixels[at] ?? 0, pixels[at + 1] ?? 0, pixels[at + 2] ?? 0]
    },
  }
}
