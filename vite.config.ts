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
        globPatterns: ['**/*.{js,mjs,css,html,svg,png,webp,jpg,wasm,json,webmanifest}'],
        // Media is large and cached at run time instead; so is the email checker's list of
        // throwaway domains (587 KB as brotli), which only its users need (service-worker.ts).
        globIgnores: ['**/*.{mp4,webm,m4a,mp3}', '**/disposable-domains-*.js'],
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
