import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { fileURLToPath } from 'node:url';
import { buildStampPlugin } from './scripts/build-stamp';
import { precompressPlugin } from './scripts/precompress';

// The API server (apps/server) owns /api, /dev and /storage; in development Vite forwards them
// so the app talks to one origin exactly as it does when the server hosts the built files.
const apiTarget = process.env.VITE_API_TARGET ?? 'http://localhost:3300';

export default defineConfig({
  // Precompressed copies for the server to send, then the stamp `npm start` compares (issue 11).
  plugins: [
    react(),
    tailwindcss(),
    precompressPlugin(),
    buildStampPlugin(fileURLToPath(new URL('../..', import.meta.url))),
  ],
  build: { outDir: 'dist', emptyOutDir: true },
  server: {
    proxy: {
      '/api': apiTarget,
      '/dev': apiTarget,
      '/storage': apiTarget,
    },
  },
});
