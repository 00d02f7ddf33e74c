import { createCanvas } from '@napi-rs/canvas'
import QRCode from 'qrcode'
import { describe, expect, it } from 'vitest'

import { decodeQrCodes } from './qr-codes.ts'

/**
 * A code drawn `modulePx` pixels per module, black on white, on a grey card with a 20 px border,
 * smoothed as a camera or a screenshot scaler would: below 2 px a module blurs into its
 * neighbours.
 */
function codePicture(text: string, modulePx: number, format: 'png' | 'webp'): Promise<Buffer> {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' })
  const quiet = 4
  const detail = 4
  const sharpSide = (modules.size + 2 * quiet) * modulePx * detail
  const sharp = createCanvas(Math.ceil(sharpSide), Math.ceil(sharpSide)).getContext('2d')
  sharp.fillStyle = '#fff'
  sharp.fillRect(0, 0, sharp.canvas.width, sharp.canvas.height)
  sharp.fillStyle = '#000'
  const cell = modulePx * detail
  for (let row = 0; row < modules.size; row++) {
    for (let column = 0; column < modules.size; column++) {
      if (modules.get(row, column)) {
        sharp.fillRect((column + quiet) * cell, (row + quiet) * cell, cell, cell)
      }
    }
  }
  const side = Math.ceil(sharpSide / detail)
  const picture = createCanvas(side + 40, side + 40).getContext('2d')
  picture.fillStyle = '#ddd'
  picture.fillRect(0, 0, picture.canvas.width, picture.canvas.height)
  picture.imageSmoothingQuality = 'high'
  picture.drawImage(sharp.canvas, 20.4, 20.6, side, side)
  return format === 'png' ? picture.canvas.encode('png') : picture.canvas.encode('webp', 90)
}

describe('decodeQrCodes (the server reads what the phone reads)', () => {
  it('reads a code at 6 px per module', async () => {
    const text = 'https://evri-redelivery.example/pay'
    const result = await decodeQrCodes(await codePicture(text, 6, 'png'))
    expect(result).toEqual({ qrCodes: [{ text, format: 'QRCode' }] })
  })

  it('reads a WebP screenshot', async () => {
    const text = 'https://royalmail-fee.example/redeliver'
    const result = await decodeQrCodes(await codePicture(text, 4, 'webp'))
    expect(result.qrCodes).toEqual([{ text, format: 'QRCode' }])
  })

  it('reads small codes at 1.25 px per module by enlarging the picture', async () => {
    // At their own size zxing reads a third of these; the enlarged pass reads nearly all.
    const texts = Array.from({ length: 8 }, (_, index) => `https://dvla-refund.example/r/${index}`)
    const read = await Promise.all(
      texts.map(async (text) => {
        const { qrCodes } = await decodeQrCodes(await codePicture(text, 1.25, 'png'))
        return qrCodes.some((code) => code.text === text)
      }),
    )
    expect(read.filter(Boolean).length).toBeGreaterThanOrEqual(7)
  })

  it('finds nothing in a picture without a code, and says why it cannot open a damaged one', async () => {
    const blank = createCanvas(300, 200).getContext('2d')
    blank.fillStyle = '#fafafa'
    blank.fillRect(0, 0, 300, 200)
    expect(await decodeQrCodes(await blank.canvas.encode('png'))).toEqual({ qrCodes: [] })

    const png = await codePicture('https://example.test/', 4, 'png')
    const damaged = await decodeQrCodes(png.subarray(0, 60))
    expect(damaged.qrCodes).toEqual([])
    expect(damaged.error).toEqual(expect.any(String))
  })
})

describe('decodeQrCodes: damaged pictures', () => {
  it('answers for every cut-short or corrupted PNG, JPEG and WebP without bringing the process down', async () => {
    // A native decoder that crashes on a bad file would end the whole server, not one request.
    const picture = createCanvas(240, 160).getContext('2d')
    picture.fillStyle = '#fafafa'
    picture.fillRect(0, 0, 240, 160)
    picture.fillStyle = '#123456'
    picture.fillRect(30, 30, 100, 80)
    let seed = 7
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31
    let answered = 0
    for (const format of ['png', 'jpeg', 'webp'] as const) {
      const whole = await (format === 'png'
        ? picture.canvas.encode('png')
        : picture.canvas.encode(format))
      for (let index = 0; index < 60; index++) {
        const damaged = Buffer.from(whole)
        if (index % 2 === 0) {
          for (let flips = 0; flips <= index % 7; flips++) {
            damaged[Math.floor(random() * damaged.length)] = Math.floor(random() * 256)
          }
        }
        const bytes = index % 2 === 0 ? damaged : damaged.subarray(0, Math.floor(random() * 400))
        const result = await decodeQrCodes(Buffer.from(bytes))
        expect(result.qrCodes).toEqual([])
        answered++
      }
    }
    expect(answered).toBe(180)
  })
})
