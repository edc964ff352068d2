import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const webRoot = fileURLToPath(new URL('.', import.meta.url));
const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
// The API serves the SPA on the same origin in production; in development Vite forwards these to it.
const apiTarget = 'http://localhost:3000';

// Libraries change far less often than the app: separate chunks stay cached across releases, and none
// of them alone passes Rollup's 500 kB warning. Only react imports nothing else, so there is no cycle.
function vendorChunk(id: string): string | undefined {
  if (!id.includes('/node_modules/')) return undefined;
  if (/\/node_modules\/(react|react-dom|scheduler)\//.test(id)) return 'react';
  if (id.includes('/node_modules/@mantine/')) return 'mantine';
  return 'vendor';
}

export default defineConfig({
  root: webRoot,
  plugins: [react()],
  resolve: {
    alias: {
      '@/': `${webRoot}src/`,
      '@expert-portal/contracts': `${repoRoot}libs/contracts/src/index.ts`,
      '@expert-portal/machines': `${repoRoot}machines/src/index.ts`,
    },
  },
  server: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true },
      '/token': { target: apiTarget, changeOrigin: true },
      // The admins' queue dashboard is a server page (bull-board), not a route of the app.
      '/admin/queues': { target: apiTarget, changeOrigin: true },
    },
  },
  build: {
    outDir: `${webRoot}dist`,
    emptyOutDir: true,
    rollupOptions: {
      output: { manualChunks: vendorChunk },
      // zod ships comments Rollup cannot place; they only cost a dropped hint, not a change in behaviour.
      onwarn(warning, warn) {
        if (warning.code === 'INVALID_ANNOTATION' && warning.id?.includes('/node_modules/zod/')) return;
        warn(warning);
      },
    },
  },
});
