/**
 * The answers to a check, in a chunk of their own: the page's first screen is the picture
 * picker, and these load with the first picture (qr-checker-tool.tsx).
 */
export { QrDeviceVerdict } from './qr-device-verdict.tsx'
export { QrResultCard } from './qr-result-card.tsx'
