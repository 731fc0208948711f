import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { precompressDirectory, precompressedMismatches } from './server/http/precompress';

/** The web app lives in `web/`; the server serves the build from `dist/web` and answers `/api`. */
export default defineConfig({
  root: fileURLToPath(new URL('./web', import.meta.url)),
  plugins: [
    react(),
    tailwindcss(),
    {
      // Brotli and gzip forms of the built files, served as they are (decision 211).
      name: 'precompress',
      apply: 'build',
      closeBundle() {
        const outDir = fileURLToPath(new URL('./dist/web', import.meta.url));
        precompressDirectory(outDir);
        const wrong = precompressedMismatches(outDir);
        if (wrong.length)
          throw new Error(`compressed files differ from their originals: ${wrong.join(', ')}`);
      },
    },
  ],
  build: {
    outDir: fileURLToPath(new URL('./dist/web', import.meta.url)),
    emptyOutDir: true,
    // No source maps in the build: the server would publish the source (decision 103).
    sourcemap: false,
  },
  server: {
    proxy: {
      // The app's own modules live in web/api/ too: only calls (not /api/client.ts, /api/types.ts) go to the server.
      '^/api/(?!client\\.ts|types\\.ts)': { target: 'http://127.0.0.1:3000', changeOrigin: false },
    },
  },
});
