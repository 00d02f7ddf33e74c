import { readFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { MODEL_DIR, serialise, trainModels } from './train.ts'

describe('npm run train', () => {
  it('rebuilds the committed models and figures byte for byte', { timeout: 1_200_000 }, () => {
    const trained = trainModels()
    for (const [name, value] of Object.entries(trained)) {
      expect(serialise(value), name).toBe(readFileSync(path.join(MODEL_DIR, name), 'utf8'))
    }
  })
})
