import { expect, it } from 'vitest'

import { documentRiskLevel, qrRiskLevel, websiteRiskLevel } from './risk.ts'

it.each([
  [0, 'Low'],
  [30, 'Low'],
  [31, 'Medium'],
  [70, 'Medium'],
  [71, 'High'],
  [100, 'High'],
] as const)('website score %d is %s', (score, level) => {
  expect(websiteRiskLevel(score)).toBe(level)
})

it.each([
  [30, 'Low'],
  [31, 'Medium'],
  [60, 'Medium'],
  [61, 'High'],
] as const)('QR score %d is %s', (score, level) => {
  expect(qrRiskLevel(score)).toBe(level)
})

it.each([
  [0.3, 'LOW_RISK'],
  [0.31, 'NEEDS_VERIFICATION'],
  [0.6, 'NEEDS_VERIFICATION'],
  [0.61, 'HIGH_RISK'],
] as const)('document fraud score %d is %s', (score, level) => {
  expect(documentRiskLevel(score)).toBe(level)
})
