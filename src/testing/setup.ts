import '@testing-library/jest-dom/vitest'

import { cleanup, configure } from '@testing-library/react'
import { afterEach } from 'vitest'

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => cleanup())

// The whole suite runs on two cores beside the API tests and their databases: an answer that
// takes a second there is slow, not wrong. findBy* and waitFor wait up to 5 s, not 1 s.
configure({ asyncUtilTimeout: 5000 })
