/**
 * The answers to a check, in a chunk of their own: the home page's first screen is the form,
 * and these load with the first check (screening-tool.tsx).
 */
export { DeviceResult } from '../../../components/device-result.tsx'
export { ResultPanel } from './result-panel.tsx'
