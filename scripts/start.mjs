// `npm start`: builds the web app if there is no build yet, then starts the API, which serves
// it on the same port.
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import path from 'node:path'

import { register } from 'tsx/esm/api'

const staticDir = process.env.STATIC_DIR ?? 'dist'
if (!existsSync(path.join(staticDir, 'index.html'))) {
  console.log('No build of the web app yet: building it once (about a minute).')
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' })
  if (build.status !== 0) process.exit(build.status ?? 1)
}

register()
await import('../api/server.ts')
