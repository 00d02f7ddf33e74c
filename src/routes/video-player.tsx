import { createFileRoute } from '@tanstack/react-router'

import { VideoPage } from '../features/video-guide/components/video-page.tsx'

export const Route = createFileRoute('/video-player')({
  component: VideoPage,
})
