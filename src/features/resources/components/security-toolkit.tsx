import { Trans } from '@lingui/react/macro'

import { AuditChecklist } from './audit-checklist.tsx'
import { PasswordMeter } from './password-meter.tsx'
import { PasswordTable } from './password-table.tsx'

/** The Security Toolkit tab: the audit checklist, the password table and the live meter. */
export function SecurityToolkit() {
  return (
    <>
      <h2>
        <Trans>Security Toolkit</Trans>
      </h2>
      <AuditChecklist />
      <div className="passwords">
        <PasswordTable />
        <PasswordMeter />
      </div>
    </>
  )
}
