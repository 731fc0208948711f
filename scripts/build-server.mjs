// Compiles the server to JavaScript for production (decision 210): one ES module bundle of our own code,
// dist/server/main.js, with every npm package left as an import of node_modules. `npm start` and
// scripts/start.sh run it with plain `node`; tests and development keep running the TypeScript through tsx.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outdir = path.join(projectRoot, 'dist', 'server');

/**
 * A few modules find files next to themselves (the migrations, the web build, an npm package's data) through
 * `import.meta.url`. Bundled, that would be the bundle's address, so each such module's `import.meta.url` is
 * rewritten to its own source file's address, relative to the bundle: the build stays movable with the checkout.
 */
const ownLocation = {
  name: 'own-import-meta-url',
  setup(builder) {
    builder.onLoad({ filter: /\.ts$/ }, async (args) => {
      if (args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
      const source = await readFile(args.path, 'utf8');
      if (!source.includes('import.meta.url')) return undefined;
      const relative = path.relative(outdir, args.path).split(path.sep).join('/');
      return {
        contents: source.replaceAll(
          'import.meta.url',
          `new URL(${JSON.stringify(relative)}, import.meta.url).href`,
        ),
        loader: 'ts',
      };
    });
  },
};

await build({
  absWorkingDir: projectRoot,
  // `--bench` adds the benchmarks' server (bench/bench-server.ts), compiled the same way (npm run bench:http).
  entryPoints: {
    main: 'server/main.ts',
    ...(process.argv.includes('--bench') ? { 'bench-server': 'bench/bench-server.ts' } : {}),
  },
  outdir,
  bundle: true,
  format: 'esm',
  platform: 'node',
  target: 'node20.19',
  packages: 'external',
  sourcemap: 'linked',
  legalComments: 'none',
  logLevel: 'warning',
  plugins: [ownLocation],
});
console.log(`Server compiled to ${path.relative(projectRoot, outdir)}/`);
