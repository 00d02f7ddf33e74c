// The one test command (README, .ci/run): static checks, unit and API tests, the production
// build, the end-to-end tests in Debian's Chromium, then the short soak. Stops at the first
// failure.
import { execFileSync, spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

function ensureChromium() {
  if (existsSync(CHROMIUM)) return
  if (process.getuid?.() !== 0) {
    console.error(
      `Chromium is missing at ${CHROMIUM}. Install it with "sudo apt-get install -y chromium",\n` +
        'or set CHROMIUM_PATH to a Chromium or Chrome binary.',
    )
    process.exit(1)
  }
  console.log('\n▶ Installing Chromium for the end-to-end tests (apt-get)')
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env })
  execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env })
}

const steps = [
  ['Formatting', ['run', 'format:check']],
  ['Lint', ['run', 'lint']],
  ['Type check', ['run', 'typecheck']],
  ['Translations complete', ['run', 'i18n:check']],
  ['Unit and API tests (PGlite and PostgreSQL)', ['test']],
  ['Production build', ['run', 'build']],
  ['End-to-end tests (Chromium)', ['run', 'test:e2e']],
  [
    'Soak, short form: two instances through a database cut, a Redis stop and a crash',
    ['run', '--silent', 'bench:soak', '--', '--short', '--check'],
  ],
]

ensureChromium()
for (const [title, args] of steps) {
  console.log(`\n▶ ${title}: npm ${args.join(' ')}`)
  const { status } = spawnSync('npm', args, { stdio: 'inherit' })
  if (status !== 0) {
    console.error(`\n✖ ${title} failed.`)
    process.exit(status ?? 1)
  }
}
console.log('\n✔ Every check passed.')
