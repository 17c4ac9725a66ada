// Vite for the public site: served under /v2/, built to dist/web. In development /v2/api and
// /v2/admin/api go to the server, or to the Prism mock when MOCK=1.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin, type ProxyOptions } from 'vite';
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
  if (/node_modules[\\/]echarts[\\/]/.test(id)) return 'charts';
  // The editor's document model (no dependency outside it), loaded beside the editor for the same reason.
  if (/node_modules[\\/](prosemirror-[\w-]+|orderedmap|rope-sequence|w3c-keyname)[\\/]/.test(id)) return 'editor-model';
  return null;
}

/**
 * A warning fails the build (and so CI): each one so far named a real fault (a locale file both
 * bundled and lazily loaded, a chunk over 500 kB). Fix its cause rather than silence it. The warnings
 * are collected and the build fails once it is written, since a warning thrown where it is raised
 * (the size report's, at writing) is dropped.
 */
const warnings: string[] = [];
function failOnWarnings(): Plugin {
  return {
    name: 'fail-on-warnings',
    apply: 'build',
    buildStart() {
      warnings.length = 0;
    },
    closeBundle() {
      if (warnings.length) throw new Error(`The web build warned ${warnings.length} time(s) (see above): fix the cause.`);
    },
  };
}

export default defineConfig({
  root,
  base: '/v2/',
  // Brotli and gzip copies of the built files, served as they are by the server (no compression work per request).
  plugins: [react(), precompressPlugin(), failOnWarnings()],
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
      onwarn(warning, warn) {
        warnings.push(warning.message);
        warn(warning);
      },
      output: {
        // Rolldown's form of manualChunks: a named group per lazily-used library.
        codeSplitting: {
          groups: [
            // ECharts' renderer apart (before ECharts takes it in as a dependency), loaded beside it:
            // two requests side by side rather than one chunk over 500 kB.
            { name: 'charts-render', test: /node_modules[\\/]zrender[\\/]/, priority: 3 },
            { name: chunkGroup, debugName: 'lazy-libraries' },
            // Everything the entry imports statically, in three chunks loaded side by side (React,
            // the other libraries, the site's own code; each under the 500 kB warning): every page
            // loads all of it anyway, and as the thirty small chunks shared with lazy pages it cost a
            // request each (over HTTP/1.1's six connections, several rounds before the first paint)
            // and their headers.
            { name: 'react', tags: ['$initial'], test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 2 },
            { name: 'vendor', tags: ['$initial'], test: /node_modules[\\/]/, priority: 1 },
            { name: 'app', tags: ['$initial'] },
            // The UI kit's parts that lazy pages use (dialogs, checkboxes, fields…), together: one
            // request, cached for every later page, instead of a round of a dozen small ones after
            // each page's chunk (the console's screens each waited on one).
            { name: 'ui-kit', test: /node_modules[\\/](@chakra-ui|@ark-ui|@zag-js|@floating-ui|@internationalized|@swc)[\\/]/ },
          ],
        },
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
