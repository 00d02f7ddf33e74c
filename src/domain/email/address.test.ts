import { describe, expect, it } from 'vitest'

import { readEmailAddress } from './address.ts'

describe('readEmailAddress (spec part 2 §5)', () => {
  it.each([
    { input: '', problem: 'empty' },
    { input: '   \n', problem: 'empty' },
    { input: 'name', problem: 'invalid' },
    { input: 'name@example', problem: 'invalid' },
    { input: 'name@example.c', problem: 'invalid' },
    { input: 'first last@example.com', problem: 'invalid' },
    { input: 'name@@example.com', problem: 'invalid' },
    { input: 'name@example.co1', problem: 'invalid' },
    { input: 'name@-example.com', problem: 'invalid' },
    { input: 'name@example..com', problem: 'invalid' },
    { input: 'näme@example.com', problem: 'invalid' },
    { input: `${'a'.repeat(250)}@example.com`, problem: 'invalid' },
  ])('refuses "$input" as $problem', ({ input, problem }) => {
    expect(readEmailAddress(input)).toEqual({ ok: false, problem })
  })

  it.each([
    {
      input: '  John.Smith+invoices@Example.CO.UK ',
      address: 'John.Smith+invoices@example.co.uk',
      domain: 'example.co.uk',
      registrableDomain: 'example.co.uk',
    },
    {
      input: 'alerts%uk_team-1@mail.barclays.co.uk',
      address: 'alerts%uk_team-1@mail.barclays.co.uk',
      domain: 'mail.barclays.co.uk',
      registrableDomain: 'barclays.co.uk',
    },
    {
      input: 'me@xn--bcher-kva.example',
      address: 'me@xn--bcher-kva.example',
      domain: 'xn--bcher-kva.example',
      registrableDomain: 'xn--bcher-kva.example',
    },
  ])('reads "$input"', ({ input, address, domain, registrableDomain }) => {
    const reading = readEmailAddress(input)
    expect(reading).toMatchObject({ ok: true, email: { address, domain, registrableDomain } })
  })
})
