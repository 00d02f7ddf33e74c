import { createFileRoute } from '@tanstack/react-router'

import { VideoPage } from '../features/video-guide/components/video-page.tsx'
import { prefetchTranscript } from '../features/video-guide/model/load-script.ts'
import { loadFeatureMessages, localeBeingShown } from '../lib/i18n.ts'

export const Route = createFileRoute('/video-player')({
  // This page's own text and the transcript, in the language shown (src/lib/i18n.ts).
  loader: ({ context }) =>
    Promise.all([
      loadFeatureMessages('video-guide'),
      prefetchTranscript(context.queryClient, localeBeingShown()),
    ]),
  component: VideoPage,
})
