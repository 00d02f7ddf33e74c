import { createCanvas } from '@napi-rs/canvas'
import { describe, expect, it } from 'vitest'

import { qrLowResPicture } from '../../tests/support/qr-image.ts'

import { decodeQrCodes } from './qr-codes.ts'

describe('decodeQrCodes (the server reads what the phone reads)', () => {
  it('reads a code at 6 px per module', async () => {
    const text = 'https://evri-redelivery.example/pay'
    const result = await decodeQrCodes(await qrLowResPicture(text, 6))
    expect(result).toEqual({ qrCodes: [{ text, format: 'QRCode' }] })
  })

  it('reads a WebP screenshot', async () => {
    const text = 'https://royalmail-fee.example/redeliver'
    const result = await decodeQrCodes(await qrLowResPicture(text, 4, { format: 'webp' }))
    expect(result.qrCodes).toEqual([{ text, format: 'QRCode' }])
  })

  it('reads small codes at 1.25 px per module by enlarging the picture', async () => {
    // At their own size zxing reads a third of these; the enlarged pass reads nearly all.
    const texts = Array.from({ length: 8 }, (_, index) => `https://dvla-refund.example/r/${index}`)
    const read = await Promise.all(
      texts.map(async (text) => {
        const { qrCodes } = await decodeQrCodes(await qrLowResPicture(text, 1.25, { offset: 0.4 }))
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

    const png = await qrLowResPicture('https://example.test/', 4)
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
