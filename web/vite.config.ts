// Vite for the public site: served under /v2/, built to dist/web. In development /v2/api and
// /v2/admin/api go to the server, or to the Prism mock when MOCK=1.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type ProxyOptions } from 'vite';
import react from '@vitejs/plugin-react';
import { precompressPlugin } from '../scripts/precompress.mjs';

const root = path.dirname(fileURLToPath(import.meta.url));
const useMock = process.env.MOCK === '1';
const target = useMock ? `http://127.0.0.1:${process.env.MOCK_PORT ?? '4010'}` : (process.env.API_TARGET ?? 'http://127.0.0.1:8080');

// Prism checks the `researcher` security scheme by the presence of the session cookie, so the
// proxy hands it one; it also answers English examples when the page asks for English.
const mockSession = `src_sid=${'a'.repeat(64)}`;

function apiProxy(): ProxyOptions {
  if (!useMock) return { target, changeOrigin: false };
  return {
    target,
    changeOrigin: true,
    configure(proxy) {
      proxy.on('proxyReq', (proxyReq, req) => {
        proxyReq.setHeader('Cookie', mockSession);
        if (req.url?.includes('language=en')) proxyReq.setHeader('Prefer', 'example=en');
      });
    },
  };
}

/**
 * ECharts gets a chunk of its own so the home page never loads it. The editor needs no group: it is
 * only reached through RichTextField's lazy import, so TipTap lands in that lazy chunk by itself (a
 * named group would also capture the editor's dependencies — React, Chakra — and make every page
 * load it).
 */
function chunkGroup(id: string): string | null {
  if (/node_modules[\\/](echarts|zrender)[\\/]/.test(id)) return 'charts';
  return null;
}

export default defineConfig({
  root,
  base: '/v2/',
  // Brotli and gzip copies of the built files, served as they are by the server (no compression work per request).
  plugins: [react(), precompressPlugin()],
  // The path aliases of tsconfig.base.json (@web/, @common/, @generated/).
  resolve: { tsconfigPaths: true },
  build: {
    // Beside the server's bundle: dist/ is everything `npm start` runs.
    outDir: path.join(root, '../dist/web'),
    emptyOutDir: true,
    // The manifest lets scripts/home-js-size.mjs follow what /v2/home loads.
    manifest: true,
    target: 'es2022',
    rolldownOptions: {
      output: {
        // Rolldown's form of manualChunks: a named group per lazily-used library.
        codeSplitting: { groups: [{ name: chunkGroup, debugName: 'lazy-libraries' }] },
      },
    },
  },
  server: {
    host: '127.0.0.1',
    port: Number(process.env.WEB_PORT ?? 5173),
    proxy: {
      '/v2/api': apiProxy(),
      '/v2/admin/api': apiProxy(),
      ...(useMock ? {} : { '/v2/static': { target } }),
    },
  },
  preview: { host: '127.0.0.1', port: Number(process.env.WEB_PORT ?? 4173) },
});
