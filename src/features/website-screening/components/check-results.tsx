/**
 * The answers to a check, in a chunk of their own: the page's first screen is the form, and
 * these (with the device's look-alike tables and link model) load with the first check
 * (website-screening-tool.tsx).
 */
export { DeviceVerdict } from './device-verdict.tsx'
export { WebsiteResultCard } from './website-result-card.tsx'
