/**
 * zod for the browser, without its JIT: the JIT tests whether `new Function` works, which the
 * strict Content-Security-Policy (no 'unsafe-eval') reports as a violation on every page that
 * validates an answer. Set before any schema is made, so client code imports `z` from here.
 */
import { z } from 'zod'

z.config({ jitless: true })

export { z }
