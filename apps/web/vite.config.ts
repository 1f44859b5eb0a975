import { defineConfig } from 'vite';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';

/** The API server the dev server forwards to (the one `npm run dev` starts listens on 8080). */
const apiTarget = process.env.API_TARGET ?? 'http://localhost:8080';

export default defineConfig({
  base: '/pc/',
  plugins: [
    react(),
    // Installable, and the app shell kept on the device so that a rep's phone opens it without a
    // connection (the data a rep reads offline is kept by the query cache, lib/offline). The worker
    // and index.html are served no-cache, so a new version reaches phones on their next visit.
    VitePWA({
      registerType: 'autoUpdate',
      injectRegister: false,
      manifest: {
        name: '医药 CRM · Pharma CRM',
        short_name: 'CRM',
        description: '医药销售、医学与市场团队的客户关系管理 · CRM for pharmaceutical sales, medical and marketing teams',
        lang: 'zh-CN',
        start_url: '/pc/',
        scope: '/pc/',
        display: 'standalone',
        background_color: '#f3f5f9',
        theme_color: '#1677ff',
        icons: [
          { src: 'icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: 'icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: 'icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
        // Every client route opens the shell; the API, the identity server and downloads never do.
        navigateFallback: '/pc/index.html',
        navigateFallbackAllowlist: [/^\/pc\//],
        navigateFallbackDenylist: [/^\/pc\/admin\//],
        maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
        // What the rep last read (the user, menus, tasks, a doctor's record) answers when there is no
        // connection; the network is asked first. The cache is emptied on logout (lib/session/logout).
        runtimeCaching: [
          {
            urlPattern: ({ url, request }) => url.pathname.startsWith('/prod-api/') && request.method === 'GET',
            handler: 'NetworkFirst',
            options: {
              cacheName: 'api-reads',
              networkTimeoutSeconds: 6,
              expiration: { maxEntries: 1000, maxAgeSeconds: 7 * 86_400 },
              cacheableResponse: { statuses: [200] },
            },
          },
        ],
        cleanupOutdatedCaches: true,
        // A new version takes over open pages at once (with autoUpdate), and the first one takes
        // the page that installed it, so the shell is there for the rest of the visit.
        clientsClaim: true,
        skipWaiting: true,
      },
    }),
  ],
  resolve: {
    alias: [
      { find: '@', replacement: path.resolve(import.meta.dirname, 'src') },
      // Every `zod` import of the app and of packages/shared goes through the module that turns off
      // zod's eval before any schema is built (the policy forbids eval; lib/zod-without-eval.ts).
      { find: /^zod$/, replacement: path.resolve(import.meta.dirname, 'src/lib/zod-without-eval.ts') },
    ],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
  },
  server: {
    port: Number(process.env.WEB_PORT ?? 5173),
    proxy: {
      '/prod-api': { target: apiTarget, ws: true },
      '/auth': { target: apiTarget },
    },
  },
});
