import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

// The API server (apps/server) owns /api, /dev and /storage; in development Vite forwards them
// so the app talks to one origin exactly as it does when the server hosts the built files.
const apiTarget = process.env.VITE_API_TARGET ?? 'http://localhost:3300';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  build: { outDir: 'dist', emptyOutDir: true },
  server: {
    proxy: {
      '/api': apiTarget,
      '/dev': apiTarget,
      '/storage': apiTarget,
    },
  },
});
