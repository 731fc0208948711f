import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { precompressDirectory, precompressedMismatches } from './server/http/precompress';

/**
 * The web app lives in `web/`; the server serves the build from `dist/web` and answers `/api`.
 * `vite build --ssr` (npm run build) also builds `web/entry-server.tsx` into `dist/ssr`, which the server uses
 * to send pages with their content in the HTML (decision 220).
 */
export default defineConfig(({ isSsrBuild }) => ({
  root: fileURLToPath(new URL('./web', import.meta.url)),
  plugins: [
    react(),
    tailwindcss(),
    {
      // Brotli and gzip forms of the built files, served as they are (decision 211): the browser build only.
      name: 'precompress',
      apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
      closeBundle() {
        const outDir = fileURLToPath(new URL('./dist/web', import.meta.url));
        precompressDirectory(outDir);
        const wrong = precompressedMismatches(outDir);
        if (wrong.length)
          throw new Error(`compressed files differ from their originals: ${wrong.join(', ')}`);
      },
    },
  ],
  ssr: {
    // Bundled into the page renderer: only the icons the app uses. Left outside, the server would load the
    // whole icon package at start (about 1,500 modules, 36 MB of memory).
    noExternal: ['lucide-react'],
  },
  build: isSsrBuild
    ? {
        outDir: fileURLToPath(new URL('./dist/ssr', import.meta.url)),
        emptyOutDir: true,
        sourcemap: false,
        copyPublicDir: false,
        rollupOptions: { input: fileURLToPath(new URL('./web/entry-server.tsx', import.meta.url)) },
      }
    : {
        outDir: fileURLToPath(new URL('./dist/web', import.meta.url)),
        emptyOutDir: true,
        // No source maps in the build: the server would publish the source (decision 103).
        sourcemap: false,
        // Every browser the site supports knows modulepreload: no polyfill in the first script.
        modulePreload: { polyfill: false },
      },
  server: {
    proxy: {
      // The app's own modules live in web/api/ too: only calls (not /api/client.ts, /api/types.ts) go to the server.
      '^/api/(?!client\\.ts|types\\.ts)': { target: 'http://127.0.0.1:3000', changeOrigin: false },
    },
  },
}));
