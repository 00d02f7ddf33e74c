import { useLocation } from '@tanstack/react-router'

import { useSiteConfig } from '../lib/site-config.ts'

/**
 * The page's title and canonical link. React hoists both into <head>, and replaces them as
 * the person moves between pages. `canonicalPath` names one address for a screen that has
 * several (/video and /video-player).
 */
export function PageMeta({
  title,
  description,
  canonicalPath,
}: {
  title: string
  description?: string
  canonicalPath?: string
}) {
  const { pathname } = useLocation()
  const { origin } = useSiteConfig()
  const canonical = `${origin ?? window.location.origin}${canonicalPath ?? pathname}`
  return (
    <>
      <title>{`${title} | ScamScreen`}</title>
      {description && <meta name="description" content={description} />}
      <link rel="canonical" href={canonical} />
    </>
  )
}
