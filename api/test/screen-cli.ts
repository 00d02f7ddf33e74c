/**
 * Runs `screen -- <kind> --offline` on JSON Lines, as an analyst would, with its own empty
 * embedded database, and answers the parsed output lines.
 */
import { execFileSync } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

/** `Line` is the shape the caller expects of each line; nothing checks it at run time. */
export function runScreenOffline<Line = Record<string, unknown>>(
  kind: string,
  items: readonly unknown[],
): Line[] {
  const dataDir = mkdtempSync(path.join(tmpdir(), `scamscreen-cli-${kind}-`))
  return execFileSync('npx', ['tsx', 'api/cli/screen.ts', kind, '--offline'], {
    input: items.map((item) => JSON.stringify(item)).join('\n'),
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      INDICATOR_HASH_SECRET: 'test-indicator-secret-0123456789abcdef',
    },
    encoding: 'utf8',
  })
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as Line)
}
