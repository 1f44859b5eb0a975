import { defineConfig } from 'vite';
import path from 'node:path';
import react from '@vitejs/plugin-react';

/** The API server the dev server forwards to (the one `npm run dev` starts listens on 8080). */
const apiTarget = process.env.API_TARGET ?? 'http://localhost:8080';

export default defineConfig({
  base: '/pc/',
  plugins: [react()],
  resolve: { alias: { '@': path.resolve(import.meta.dirname, 'src') } },
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
