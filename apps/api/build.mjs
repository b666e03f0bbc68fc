// Bundles the API (and the workspace packages it imports, which ship as TypeScript) into dist/;
// npm dependencies stay external and load from node_modules. API_BUILD_OUTDIR builds elsewhere
// (the API tests build once per run into dist/test-run-*, for the processes and workers they start).
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const manifest = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(manifest.dependencies)
  .filter((name) => !name.startsWith('@duerp/'))
  .flatMap((name) => [name, `${name}/*`]);

await build({
  // pdf-worker.js is the PDF render worker, started by modules/publishing/pdf/pdf-pool.ts next to server.js;
  // export-worker.js the XLSX and DOCX exports', started by modules/publishing/office-exports/export-pool.ts;
  // import-worker.js reads the uploaded spreadsheets, started by modules/drafting/imports/import-pool.ts;
  // fds-text-worker.js reads the safety data sheets' text, started by
  // modules/drafting/chemicals/fds-text/fds-text-pool.ts.
  entryPoints: {
    server: 'src/server.ts',
    admin: 'src/cli/admin.ts',
    'pdf-worker': 'src/modules/publishing/pdf/pdf-worker.ts',
    'export-worker': 'src/modules/publishing/office-exports/export-worker.ts',
    'import-worker': 'src/modules/drafting/imports/import-worker.ts',
    'fds-text-worker': 'src/modules/drafting/chemicals/fds-text/fds-text-worker.ts',
  },
  outdir: process.env.API_BUILD_OUTDIR ?? 'dist',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  external,
  logLevel: 'warning',
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
});
if (!process.env.API_BUILD_OUTDIR) console.log('API construite dans apps/api/dist');
