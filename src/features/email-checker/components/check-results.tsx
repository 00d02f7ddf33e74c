/**
 * The answers to a check, in a chunk of their own: the page's first screen is the form, and
 * these (with the device's look-alike and mailbox-list checks) load with the first check
 * (email-checker-tool.tsx).
 */
export { DeviceCheck } from './device-check.tsx'
export { EmailTrustResultCards } from './email-trust-result.tsx'
