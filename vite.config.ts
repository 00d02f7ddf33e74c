/// <reference types="vitest/config" />
import { lingui } from '@lingui/vite-plugin'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { VitePWA } from 'vite-plugin-pwa'

import { webManifest } from './src/domain/web-manifest.ts'

const API_ORIGIN = process.env.API_ORIGIN ?? 'http://localhost:3000'

export default defineConfig({
  plugins: [
    tanstackRouter({ target: 'react', autoCodeSplitting: true }),
    react({ babel: { plugins: ['@lingui/babel-plugin-lingui-macro'] } }),
    lingui(),
    VitePWA({
      // Our own service worker (workers/service-worker.ts), so it can run background sync and
      // receive shared files; the plugin injects the precache list into it.
      strategies: 'injectManifest',
      srcDir: 'workers',
      filename: 'service-worker.ts',
      registerType: 'prompt',
      injectRegister: false,
      manifest: webManifest,
      injectManifest: {
        // Every route chunk, every locale catalog, wasm and the pdf.js worker go in the precache,
        // so every browser-only tool works offline after the first visit.
        // The Resources page's calming audio (370 KB) and the video's captions are precached too.
        globPatterns: [
          '**/*.{js,mjs,css,html,svg,png,webp,jpg,wasm,json,webmanifest,vtt}',
          'audio/*.m4a',
          // pdf.js's standard fonts, for the document screen's offline PDF preview.
          'assets/*.{pfb,ttf}',
        ],
        // The video is large and cached at run time once played; so are the email checker's
        // lists of throwaway and free mail domains and the password meter's word lists, which
        // only their users need (service-worker.ts).
        globIgnores: [
          '**/*.{mp4,webm,mp3}',
          '**/disposable-domains-*.js',
          '**/free-domains-*.js',
          '**/zxcvbn-engine-*.js',
          // React's HTML renderer: only scripts/prerender.mjs loads it, at build time.
          '**/server.browser-*.js',
        ],
        maximumFileSizeToCacheInBytes: 12 * 1024 * 1024,
      },
      devOptions: { enabled: false },
    }),
  ],
  server: { proxy: { '/api': API_ORIGIN } },
  preview: { proxy: { '/api': API_ORIGIN } },
  build: { sourcemap: true, target: 'es2022' },
  worker: { format: 'es' },
  test: {
    include: [
      'src/**/*.test.{ts,tsx}',
      'api/**/*.test.ts',
      'workers/**/*.test.ts',
      'scripts/**/*.test.ts',
      'training/**/*.test.ts',
    ],
    environment: 'node',
    setupFiles: ['src/testing/setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // API tests create PostgreSQL databases; a few files at a time keeps a 2-core machine calm.
    maxWorkers: 2,
  },
})
