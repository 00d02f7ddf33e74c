import { createFileRoute } from '@tanstack/react-router'

import { VideoPage } from '../features/video-guide/components/video-page.tsx'

// The same screen as /video-player (spec part 2 §2); its canonical link names /video-player.
export const Route = createFileRoute('/video')({
  component: VideoPage,
})
