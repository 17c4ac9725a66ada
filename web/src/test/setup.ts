// Component tests: unmount after each test, and give jsdom the browser APIs Chakra (Ark/Zag) uses.
import { cleanup, configure } from '@testing-library/react';
import { createRequire } from 'node:module';
import { afterEach, vi } from 'vitest';

// The component project runs its files one after another in a worker without isolation (a quarter
// of the time: React, Chakra and jsdom load once per worker). This file runs again before each test
// file: the site's own modules are evaluated afresh (a new jotai store, i18n, query clients), and
// what the previous file left in the browser is cleared, so no file sees another's state.
vi.resetModules();
localStorage.clear();
sessionStorage.clear();
for (const cookie of document.cookie.split(';')) document.cookie = `${cookie.split('=')[0]!.trim()}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
window.history.replaceState(null, '', '/');

afterEach(async () => {
  cleanup();
  // The app's query cache, the session with it, starts empty in every test.
  (await import('../lib/query/queryClient')).appQueryClient.clear();
});

// A failed query inside waitFor is retried every 50 ms, and each failure printed the whole document
// (a form page is thousands of nodes: about a second of pretty-printing per test in the report
// form's profile). The message alone names the query; `screen.debug()` shows the page when needed.
// findBy…/waitFor give up after 1 s by default: a whole page rendered by React's development build
// in jsdom took 0.5–2 s with two test lanes on two cores (CI), so a late render failed a test that
// only waits. 5 s, as several files had already spelt out call by call.
configure({
  asyncUtilTimeout: 5_000,
  getElementError: (message) => Object.assign(new Error(message ?? 'element not found'), { name: 'TestingLibraryElementError' }),
});

if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({ matches: false, media: query, onchange: null, addListener() {}, removeListener() {}, addEventListener() {}, removeEventListener() {}, dispatchEvent: () => false }) as MediaQueryList;
}
if (!('ResizeObserver' in window)) {
  (window as unknown as { ResizeObserver: unknown }).ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}
if (!Element.prototype.scrollTo) Element.prototype.scrollTo = () => {};
window.scrollTo = () => {};

// Browsers accept a Request as the init of a new Request (the API client's middleware relies on
// it); Node's Request under jsdom's globals drops its method and body. Spell the init out here.
// Once per worker: this file runs again before each test file.
const once = globalThis as { requestInitSpelledOut?: true };
const NodeRequest = globalThis.Request;
if (!once.requestInitSpelledOut) {
  once.requestInitSpelledOut = true;
  globalThis.Request = class extends NodeRequest {
    constructor(input: RequestInfo | URL, init?: RequestInit) {
      if (init instanceof NodeRequest) {
        const source = init;
        init = { method: source.method, headers: source.headers, body: source.body, signal: source.signal, duplex: 'half' } as RequestInit;
      }
      super(input, init);
    }
  } as typeof Request;
  findLabelControlsById();
}

/**
 * jsdom finds a label's control by walking the whole document for the label's `for` id, and an
 * input's labels by asking every node of the document for its control, so every getByLabelText and
 * accessible name on a form page cost a walk per label (a fifth of the report form's test time).
 * The document's index of ids answers the same: the first element with that id, in tree order.
 * Patched on jsdom's own label class, the one the environment's window uses (Node's module cache).
 */
function findLabelControlsById() {
  interface LabelImpl {
    getAttributeNS(ns: null, name: string): string | null;
    getRootNode(options: object): { _byIdCache?: unknown; getElementById?(id: string): unknown };
  }
  const load = createRequire(import.meta.url);
  const label = (load('jsdom/lib/jsdom/living/nodes/HTMLLabelElement-impl.js') as { implementation: { prototype: object } }).implementation.prototype;
  const { isLabelable } = load('jsdom/lib/jsdom/living/helpers/form-controls.js') as { isLabelable(node: unknown): boolean };
  const walk = Object.getOwnPropertyDescriptor(label, 'control')!.get!;
  Object.defineProperty(label, 'control', {
    configurable: true,
    get(this: LabelImpl) {
      const id = this.getAttributeNS(null, 'for');
      const root = id ? this.getRootNode({}) : null;
      if (!root?._byIdCache || !root.getElementById) return walk.call(this) as unknown;
      const target = root.getElementById(id!);
      return target && isLabelable(target) ? target : null;
    },
  });
}

// React's development build records an owner stack for each element it creates (an Error with its
// stack trace and a console task), up to 10,000 a second: about 6% of the report form's and the
// review page's test time. Tests read no owner stacks (React's warnings still print, without the
// owner's frames), so the counter React checks stays at its limit. Once per worker: React loads
// once (see above).
const reactInternals = (await import('react')).default as unknown as Record<string, object | undefined>;
const shared = reactInternals.__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE;
if (shared && 'recentlyCreatedOwnerStacks' in shared) {
  Object.defineProperty(shared, 'recentlyCreatedOwnerStacks', { get: () => 1e4, set: () => {}, configurable: true });
}
