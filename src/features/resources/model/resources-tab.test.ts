import { describe, expect, it } from 'vitest'

import { parseResourcesSearch } from './resources-tab.ts'

describe('parseResourcesSearch', () => {
  it('opens a known tab from the address and drops anything else', () => {
    expect(parseResourcesSearch({ tab: 'security-toolkit' })).toEqual({ tab: 'security-toolkit' })
    expect(parseResourcesSearch({ tab: 'admin' })).toEqual({})
    expect(parseResourcesSearch({ tab: ['resources'] })).toEqual({})
    expect(parseResourcesSearch({})).toEqual({})
  })
})
