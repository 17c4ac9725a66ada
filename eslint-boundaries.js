// Import boundaries (issue 12 item 5) with ESLint's own `no-restricted-imports`, no plugin.
// The rule only sees the import string, so a relative `../b` means a sibling feature from one folder and
// a sub-folder from another. Instead of guessing with one loose regex, we walk the source folders at lint
// time and give each folder its own block whose regexes are the exact relative paths from that folder to
// every place it must not reach. New folders are picked up on the next run.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const SOURCE = /\.(ts|tsx)$/;
const ROOTS = ['server', 'web', 'common'];
const SKIP = new Set(['node_modules', 'dist', 'public']);

// Files that legitimately import every area's routes.tsx: they may reach `<area>/routes` and nothing else there.
const ROUTE_COLLECTORS = ['web/src/app/routes.tsx', 'web/src/admin/routes.tsx'];
// Pieces of web/src/admin that are the console itself, not a closed area.
const CONSOLE_SHARED = new Set(['components', 'layout']);

/** @param {string} root */
function subdirs(root) {
  if (!fs.existsSync(root)) return [];
  return fs
    .readdirSync(root, { withFileTypes: true })
    .filter((d) => d.isDirectory() && !SKIP.has(d.name))
    .map((d) => d.name);
}

/** Every folder under the roots that holds at least one .ts/.tsx file (repo-relative, posix). */
function sourceDirs(cwd) {
  const out = [];
  const walk = (dir) => {
    const entries = fs.readdirSync(path.join(cwd, dir), { withFileTypes: true });
    if (entries.some((e) => e.isFile() && SOURCE.test(e.name))) out.push(dir);
    for (const e of entries) if (e.isDirectory() && !SKIP.has(e.name)) walk(`${dir}/${e.name}`);
  };
  for (const r of ROOTS) if (fs.existsSync(path.join(cwd, r))) walk(r);
  return out;
}

const escape = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Regex source matching an import string, written from `fromDir`, that lands in `target` or below it:
 * the shortest relative path (`../b`) and the longer ones that climb past the common folder and come
 * back down (`../../features/b`), which reach the same place.
 */
function reaching(fromDir, target) {
  if (fromDir === target || fromDir.startsWith(`${target}/`)) return null; // inside it: never forbidden by a folder rule
  const forms = [];
  const up = fromDir.split('/');
  for (let depth = up.length; depth >= 0; depth--) {
    const ancestor = up.slice(0, depth).join('/');
    if (ancestor !== '' && target !== ancestor && !target.startsWith(`${ancestor}/`)) continue;
    const down = ancestor === '' ? target : target.slice(ancestor.length + 1);
    const climb = '../'.repeat(up.length - depth);
    forms.push(climb === '' ? `\\./${escape(down)}` : `(\\./)?${escape(climb + down)}`);
  }
  return `(${forms.join('|')})(/|$)`;
}

const within = (dir, root) => dir === root || dir.startsWith(`${root}/`);

/**
 * Which folders a file in `dir` may not import from, each with the reason shown to the author.
 * @returns {{ target: string, message: string }[]}
 */
function forbiddenFor(dir, features, areas) {
  const rules = [];
  const add = (targets, message) => {
    for (const target of targets) rules.push({ target, message });
  };
  const featureDirs = features.map((f) => `web/src/features/${f}`);
  const areaDirs = areas.map((a) => `web/src/admin/${a}`);

  if (within(dir, 'server')) add(['web'], 'server/ never imports web/ (shared rules live in common/, shared types in generated/).');
  if (within(dir, 'web')) add(['server'], 'web/ never imports server/ (shared rules live in common/, shared types in generated/).');
  if (within(dir, 'server/src/services')) {
    add(['server/src/handlers', 'server/src/plugins'], 'services sit below handlers and plugins: move the shared piece into services/ (or common/).');
  }

  const feature = features.find((f) => within(dir, `web/src/features/${f}`));
  if (feature) {
    add(
      featureDirs.filter((d) => d !== `web/src/features/${feature}`),
      'A feature never imports another feature: move the shared piece to web/src/components or web/src/lib.',
    );
    add(['web/src/admin'], 'The public site never imports the staff console: move the shared piece to web/src/components or web/src/lib.');
  }

  const area = areas.find((a) => within(dir, `web/src/admin/${a}`));
  if (area) {
    add(
      areaDirs.filter((d) => d !== `web/src/admin/${area}`),
      'A console area never imports another area: move the shared piece to web/src/admin/components or web/src/lib.',
    );
  } else if (within(dir, 'web/src/admin')) {
    // Shared console pieces are used by every area, so they cannot lean on any one of them.
    add(areaDirs, 'Shared console pieces never import a console area: move what they need to web/src/admin/components or web/src/lib.');
  }
  if (within(dir, 'web/src/admin')) add(['web/src/features'], 'The staff console never imports a public feature: move the shared piece to web/src/components or web/src/lib.');

  if (within(dir, 'web/src/components') || within(dir, 'web/src/lib')) {
    add(['web/src/features', 'web/src/admin'], 'components/ and lib/ are below every feature and console area: they import none of them.');
  }
  return rules;
}

/** Groups targets by message into one regex pattern each, relative to `dir`. */
function patternsFor(dir, rules, { allowRoutes = false } = {}) {
  const byMessage = new Map();
  for (const { target, message } of rules) {
    let re = reaching(dir, target);
    if (!re) continue;
    // A route collector may import `<area>/routes` (nothing else in that area).
    if (allowRoutes && target.split('/').length === 4) re = re.replace(/\(\/\|\$\)$/, '(?!/routes$)(/|$)');
    byMessage.set(message, [...(byMessage.get(message) ?? []), re]);
  }
  return [...byMessage].map(([message, res]) => ({ regex: `^(${res.join('|')})`, message }));
}

/**
 * `no-restricted-imports` does not look at `import('…')`, and lazy pages are loaded that way, so the same
 * regexes also go to `no-restricted-syntax`. esquery's /regex/ cannot hold a slash, hence \x2F.
 */
function rulesFor(patterns, paths = []) {
  return {
    'no-restricted-imports': ['error', { paths, patterns }],
    'no-restricted-syntax': [
      'error',
      ...patterns
        .filter((p) => !p.importNames)
        .map(({ regex, message }) => ({
          selector: `ImportExpression[source.value=/${regex.replaceAll('/', '\\x2F')}/]`,
          message,
        })),
    ],
  };
}

/**
 * Services take plain values (the request context of handlers/context.ts: db, lang, user, session
 * token, ip), never the request or the reply: handlers read those and pass what a service needs.
 */
const SERVICE_PATHS = [
  {
    name: 'fastify',
    importNames: ['FastifyRequest', 'FastifyReply'],
    message: 'Services never take the request or the reply: take plain values (db, lang, user, ip, session token) from the handler.',
  },
];

/** langOf reads the request: a service is given the language instead. (Kept out of no-restricted-syntax: it names an import, not a folder.) */
const SERVICE_LANG_OF = {
  regex: '(^|/)lang$',
  importNames: ['langOf'],
  message: 'Services never read the request: take `lang` from the handler (its request context).',
};

/** Flat-config blocks: one per source folder, plus the route collectors on their own. */
// Folders are read from beside this file (the repo root), wherever ESLint was started from.
export function boundaryBlocks(cwd = path.dirname(fileURLToPath(import.meta.url))) {
  const features = subdirs(path.join(cwd, 'web/src/features'));
  const areas = subdirs(path.join(cwd, 'web/src/admin')).filter((a) => !CONSOLE_SHARED.has(a));
  const tests = ['**/*.test.{ts,tsx}', 'web/src/test/**'];
  const blocks = [];
  for (const dir of sourceDirs(cwd)) {
    if (within(dir, 'common')) continue; // common/ has its own, stricter block
    const patterns = patternsFor(dir, forbiddenFor(dir, features, areas));
    if (patterns.length === 0) continue;
    blocks.push({
      files: [`${dir}/*.{ts,tsx}`],
      ignores: [...tests, ...ROUTE_COLLECTORS],
      rules: within(dir, 'server/src/services') ? rulesFor([...patterns, SERVICE_LANG_OF], SERVICE_PATHS) : rulesFor(patterns),
    });
  }
  for (const file of ROUTE_COLLECTORS) {
    const dir = path.posix.dirname(file);
    const patterns = patternsFor(dir, forbiddenFor(dir, features, areas), { allowRoutes: true });
    blocks.push({ files: [file], rules: rulesFor(patterns) });
  }
  return blocks;
}
