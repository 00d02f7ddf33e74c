import { createFileRoute } from '@tanstack/react-router'

import { VideoPage } from '../features/video-guide/components/video-page.tsx'
import { loadFeatureMessages } from '../lib/i18n.ts'

// The same screen as /video-player (spec part 2 §2); its canonical link names /video-player.
export const Route = createFileRoute('/video')({
  // This page's own text, in the language shown (src/lib/i18n.ts).
  loader: () => loadFeatureMessages('video-guide'),
  component: VideoPage,
})
