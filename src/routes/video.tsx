import { createFileRoute } from '@tanstack/react-router'

import { VideoPage } from '../features/video-guide/components/video-page.tsx'
import { prefetchTranscript } from '../features/video-guide/model/load-script.ts'
import { loadFeatureMessages, localeBeingShown } from '../lib/i18n.ts'

// The same screen as /video-player (spec part 2 §2); its canonical link names /video-player.
export const Route = createFileRoute('/video')({
  // This page's own text and the transcript, in the language shown (src/lib/i18n.ts).
  loader: ({ context }) =>
    Promise.all([
      loadFeatureMessages('video-guide'),
      prefetchTranscript(context.queryClient, localeBeingShown()),
    ]),
  component: VideoPage,
})
