import { createFileRoute } from '@tanstack/react-router'

import { VideoPage } from '../features/video-guide/components/video-page.tsx'
import { loadFeatureMessages } from '../lib/i18n.ts'

export const Route = createFileRoute('/video-player')({
  // This page's own text, in the language shown (src/lib/i18n.ts).
  loader: () => loadFeatureMessages('video-guide'),
  component: VideoPage,
})
