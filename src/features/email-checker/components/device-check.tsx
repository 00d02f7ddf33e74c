import { Trans } from '@lingui/react/macro'
import { useEffect, useMemo, useRef } from 'react'

import { addressEvidence } from '../../../domain/email/address-evidence.ts'
import type { EmailAddress } from '../../../domain/email/address.ts'
import { useMailboxLists } from '../api/mailbox-lists.ts'

import { ListDates } from './list-dates.tsx'

/**
 * What the address alone says, worked out on the device with no network: the kind of mailbox
 * (the lists), a look-alike domain, a free mailbox posing as an organisation. Shown offline in
 * place of a result, and online while the full check runs. Clearly labelled, because the
 * mail records, the domain's age and the reports need the server.
 */
export function DeviceCheck({ email, offline }: { email: EmailAddress; offline: boolean }) {
  const lists = useMailboxLists()
  const evidence = useMemo(
    () => (lists.data ? addressEvidence(email, lists.data) : null),
    [email, lists.data],
  )
  const heading = useRef<HTMLHeadingElement>(null)

  useEffect(() => {
    // Offline this is the answer, so the reader goes to it; online the full answer follows.
    if (offline) heading.current?.focus()
  }, [offline, email])

  const provider = evidence?.provider
  const anyoneCanOpen =
    provider?.kind === 'free' || provider?.kind === 'relay' || provider?.kind === 'disposable'
  // Plain names, so the messages have named placeholders for translators.
  const name = provider && 'name' in provider ? provider.name : ''
  const imitated = evidence?.lookalike?.brand
  const claimed = evidence?.posingAs
  return (
    <section className="device-verdict" aria-labelledby="email-device-title">
      <h2 className="device-verdict__title" id="email-device-title" tabIndex={-1} ref={heading}>
        <Trans>Checked on this device only</Trans>
      </h2>
      {offline ? (
        <p className="device-verdict__lead">
          <Trans>
            The full check needs an internet connection. Without it there is no trust score.
          </Trans>
        </p>
      ) : (
        <p className="device-verdict__lead">
          <Trans>While the full check runs, this is what the address alone shows.</Trans>
        </p>
      )}
      <p className="device-verdict__address">
        <Trans>
          Address:{' '}
          <span dir="ltr" translate="no">
            {email.address}
          </span>
        </Trans>
      </p>
      {evidence && provider && (
        <ul className="device-verdict__findings">
          <li>
            {provider.kind === 'free' && (
              <Trans>
                A {name} mailbox. Anyone can open one in minutes, so it says nothing about who is
                behind it.
              </Trans>
            )}
            {provider.kind === 'relay' && (
              <Trans>
                A {name} alias: a permanent address that forwards to someone’s own mailbox. It is
                not a throwaway address.
              </Trans>
            )}
            {provider.kind === 'disposable' && (
              <Trans>
                A throwaway mailbox: anyone can use it for a few minutes and then it is gone.
                Organisations never write from one.
              </Trans>
            )}
            {provider.kind === 'brand' && <Trans>This is one of {name}’s own domains.</Trans>}
            {provider.kind === 'unknown' && (
              <Trans>Who runs this domain can only be checked online.</Trans>
            )}
          </li>
          <li>
            {imitated ? (
              <Trans>
                The domain imitates {imitated}, but it is not one of {imitated}’s.
              </Trans>
            ) : (
              <Trans>The domain does not imitate any brand or UK public body we know.</Trans>
            )}
          </li>
          {anyoneCanOpen && (
            <li>
              {claimed ? (
                <Trans>
                  The name in the address claims to be {claimed}, but anyone can open this kind of
                  mailbox. {claimed} does not write from such addresses.
                </Trans>
              ) : (
                <Trans>The name in the address does not claim to be an organisation.</Trans>
              )}
            </li>
          )}
        </ul>
      )}
      <p className="device-verdict__lists">
        <ListDates />
      </p>
    </section>
  )
}
