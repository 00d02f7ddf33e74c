import type { ManifestOptions } from 'vite-plugin-pwa'

/**
 * The web app manifest: what makes ScamScreen installable, and the share target that lets a
 * phone user share a suspicious text or screenshot from another app straight into a check.
 */
export const THEME_COLOUR = '#0f4c5c'

/** Where shared content arrives; the service worker handles it (files come by POST). */
export const SHARE_TARGET_PATH = '/share-target'

export const webManifest: Partial<ManifestOptions> = {
  id: '/',
  name: 'ScamScreen: check a suspected scam',
  short_name: 'ScamScreen',
  description:
    'Free and anonymous: check a message, website, email, QR code or letter you think might be a scam.',
  lang: 'en-GB',
  start_url: '/',
  scope: '/',
  display: 'standalone',
  orientation: 'any',
  theme_color: THEME_COLOUR,
  background_color: '#f6f7f4',
  categories: ['security', 'utilities'],
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    {
      src: '/icons/icon-maskable-512.png',
      sizes: '512x512',
      type: 'image/png',
      purpose: 'maskable',
    },
  ],
  share_target: {
    action: SHARE_TARGET_PATH,
    method: 'POST',
    enctype: 'multipart/form-data',
    params: {
      title: 'title',
      text: 'text',
      url: 'url',
      files: [{ name: 'file', accept: ['image/*', 'application/pdf'] }],
    },
  },
}
