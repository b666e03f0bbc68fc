import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { VitePWA } from 'vite-plugin-pwa';

/** The blue of the favicon's tile (tailwind blue-700). */
const THEME_COLOR = '#1d4ed8';

export default defineConfig({
  resolve: { alias: { '@': new URL('./src', import.meta.url).pathname } },
  plugins: [
    react(),
    tailwindcss(),
    // Installable app and the app shell offline: Workbox precaches the build, /sw.js.
    VitePWA({
      registerType: 'autoUpdate',
      injectRegister: 'script-defer',
      manifest: {
        id: '/',
        name: 'DUERP en ligne',
        short_name: 'DUERP',
        description:
          "Créez et mettez à jour le Document Unique d'Évaluation des Risques Professionnels, même sans réseau.",
        lang: 'fr',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        theme_color: THEME_COLOR,
        background_color: '#f8fafc',
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
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
        // Every page of the SPA is index.html; the API and files are never answered by it.
        navigateFallback: '/index.html',
        navigateFallbackDenylist: [/^\/api(\/|$)/, /\.[a-z0-9]+$/i],
        cleanupOutdatedCaches: true,
        // A new build takes over open pages at once (an installed app has no "reload" habit).
        clientsClaim: true,
        skipWaiting: true,
        maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
        runtimeCaching: [
          {
            // A photo's bytes never change (its id names them): once seen, shown offline too.
            // Emptied at sign-out (features/offline, forgetAnswers).
            urlPattern: ({ url, request }) =>
              request.method === 'GET' && /^\/api\/duerp\/[^/]+\/photos\/[^/]+$/.test(url.pathname),
            handler: 'CacheFirst',
            options: {
              cacheName: 'duerp-photos',
              expiration: { maxEntries: 2000, maxAgeSeconds: 90 * 24 * 3600 },
              cacheableResponse: { statuses: [200] },
            },
          },
        ],
      },
    }),
  ],
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000' },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    rolldownOptions: {
      // A feature's index.ts only re-exports: a screen that imports one name through it must not
      // pull the feature's other screens into its chunk (or the entry's).
      treeshake: {
        moduleSideEffects: [{ test: /\/src\/features\/[^/]+\/index\.ts$/, sideEffects: false }],
      },
    },
  },
});
