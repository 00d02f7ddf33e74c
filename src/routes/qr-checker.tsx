import { Trans, useLingui } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'

import { PageMeta } from '../components/page-meta.tsx'
import { QrCheckerTool } from '../features/qr-checker/components/qr-checker-tool.tsx'
import { loadFeatureMessages } from '../lib/i18n.ts'

export const Route = createFileRoute('/qr-checker')({
  // This page's own text, in the language shown (src/lib/i18n.ts).
  loader: () => loadFeatureMessages('qr-checker'),
  component: QrCheckerPage,
})

function QrCheckerPage() {
  const { t } = useLingui()
  return (
    <div className="page">
      <PageMeta
        title={t`QR Code Scanner`}
        description={t`Check where a QR code leads, or what it does, before you open it.`}
      />
      <section className="hero" aria-labelledby="page-title">
        <h1 id="page-title">
          <Trans>QR Code Scanner</Trans>
        </h1>
        <p className="hero__lead">
          <Trans>
            Take a photo of a QR code, or scan it with your camera, to see what it does before you
            open it. Codes on parking meters, letters and posters are sometimes covered with fake
            ones.
          </Trans>
        </p>
      </section>
      <div className="qr-checker">
        <QrCheckerTool />
      </div>
    </div>
  )
}
