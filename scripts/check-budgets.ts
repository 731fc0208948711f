/**
 * The script budget as a gate (`npm run check:budgets`, after the web build): each page the Lighthouse bench
 * measures may load at most 120 KB of JavaScript gzipped (issue 23; decisions 222-226). Counted from the build
 * without a browser: the scripts of index.html plus the page's route chunk, each with every chunk it imports
 * statically (what the browser fetches before the page can run; chunks loaded on first use are left out), each
 * file gzipped at level 9 as `bench/lighthouse.bench.ts` counts them. Prints one line per page; exits 1 if any
 * page is over, or if a page's route chunk is not in the build.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const BUDGET_BYTES = Number(process.env.SCRIPT_BUDGET_KB ?? 120) * 1024;
const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const webRoot = path.join(projectRoot, 'dist', 'web');
const assets = path.join(webRoot, 'assets');

// The pages of bench/RESULTS.md's Lighthouse tables (issue 23's four, issue 35's five), by the route module
// web/app/router.tsx loads for each; Vite names a route's chunk after its module.
const PAGES: [page: string, routeModule: string][] = [
  ['/', 'HomePage'],
  ['/simple-results?q=love', 'SimpleResultsPage'],
  ['/bible/John/3/16', 'ReaderPage'],
  ['/concordance/H7225', 'ConcordanceEntryPage'],
  ['/timeline', 'TimelinePage'],
  ['/devotional', 'DevotionalPage'],
  ['/curriculum', 'CurriculumPage'],
  ['/support', 'SupportPage'],
  ['/account', 'AccountPage'],
];

// Static imports in Vite's output: `import{a as b}from"./x.js"`, `export{c}from"./x.js"`, `import"./x.js"`.
// A dynamic `import("./x.js")` has a parenthesis and is not matched.
const STATIC_IMPORT = /(?:\bfrom\s*|\bimport\s*)["']\.\/([\w.$-]+\.js)["']/g;

const gzipped = new Map<string, number>();
function gzippedSize(file: string): number {
  let size = gzipped.get(file);
  if (size === undefined) {
    size = gzipSync(readFileSync(file), { level: 9 }).length;
    gzipped.set(file, size);
  }
  return size;
}

/** The file and every chunk it imports statically, transitively. */
function withStaticImports(file: string, into: Set<string>): Set<string> {
  if (into.has(file)) return into;
  into.add(file);
  if (!file.startsWith(assets)) return into;
  for (const [, name] of readFileSync(file, 'utf8').matchAll(STATIC_IMPORT))
    withStaticImports(path.join(assets, name!), into);
  return into;
}

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

if (!existsSync(path.join(webRoot, 'index.html')))
  fail('check-budgets: no dist/web/index.html; build the web app first (npm run build)');
const html = readFileSync(path.join(webRoot, 'index.html'), 'utf8');
const pageScripts = [...html.matchAll(/<script\b[^>]*\bsrc="\/([^"]+)"/g)].map(([, src]) =>
  path.join(webRoot, src!),
);
const built = readdirSync(assets);

let over = 0;
for (const [page, routeModule] of PAGES) {
  const chunks = built.filter((name) => new RegExp(`^${routeModule}-[\\w-]+\\.js$`).test(name));
  if (chunks.length !== 1)
    fail(`check-budgets: ${page}: expected one chunk named ${routeModule}-*.js, found ${chunks.length}`);
  const files = new Set<string>();
  for (const file of [...pageScripts, path.join(assets, chunks[0]!)]) withStaticImports(file, files);
  const bytes = [...files].reduce((sum, file) => sum + gzippedSize(file), 0);
  const within = bytes <= BUDGET_BYTES;
  if (!within) over++;
  console.log(
    `${within ? 'ok  ' : 'OVER'} ${page.padEnd(24)} ${(bytes / 1024).toFixed(1).padStart(6)} KB of script ` +
      `gzipped (budget ${BUDGET_BYTES / 1024} KB, ${files.size} files)`,
  );
}
if (over > 0) fail(`check-budgets: ${over} page(s) over the script budget`);
