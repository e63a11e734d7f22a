// Performance budget (DESIGN.md §7; first-load JavaScript lowered from 187 KB to 179 KB, docs/decisions/first-load.md): what dist/index.html makes the browser load before the app runs
// (entry script, modulepreloads, what those import outright, stylesheets) and the largest lazy chunk, in KB gzip (level 9).
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const DIST = 'dist';
const BUDGET_KB = { firstLoadJs: 179, firstLoadCss: 35, lazyChunk: 60 };

if (!existsSync(join(DIST, 'index.html'))) {
  console.error('No production build in dist/: run the build first.');
  process.exit(1);
}

const html = readFileSync(join(DIST, 'index.html'), 'utf8');
const gzipKb = (file) => gzipSync(readFileSync(join(DIST, file)), { level: 9 }).length / 1024;
const attribute = (tag, name) => tag.match(new RegExp(`${name}="([^"]+)"`))?.[1];
const local = (href) => href && !/^https?:/.test(href) ? href.replace(/^\//, '') : undefined;

const tags = html.match(/<(script|link)\b[^>]*>/g) ?? [];
const firstLoadJs = new Set();
const firstLoadCss = new Set();
for (const tag of tags) {
  if (tag.startsWith('<script') && attribute(tag, 'type') === 'module') firstLoadJs.add(local(attribute(tag, 'src')));
  if (tag.startsWith('<link') && attribute(tag, 'rel') === 'modulepreload') firstLoadJs.add(local(attribute(tag, 'href')));
  if (tag.startsWith('<link') && attribute(tag, 'rel') === 'stylesheet') firstLoadCss.add(local(attribute(tag, 'href')));
}
firstLoadJs.delete(undefined);
firstLoadCss.delete(undefined);
// And whatever those import outright: a chunk the HTML does not name is still fetched before the app runs.
addStaticImports(firstLoadJs);

const sum = (files) => [...files].reduce((total, file) => total + gzipKb(file), 0);
const chunks = readdirSync(join(DIST, 'assets'))
  .filter((file) => file.endsWith('.js'))
  .map((file) => `assets/${file}`);
const lazyChunks = chunks
  .filter((file) => !firstLoadJs.has(file))
  .map((file) => ({ file, kb: gzipKb(file) }))
  .sort((a, b) => b.kb - a.kb);

const figures = [
  { name: 'First-load JavaScript', kb: sum(firstLoadJs), budget: BUDGET_KB.firstLoadJs, detail: [...firstLoadJs].join(', ') },
  { name: 'First-load CSS', kb: sum(firstLoadCss), budget: BUDGET_KB.firstLoadCss, detail: [...firstLoadCss].join(', ') },
  { name: 'Largest lazy chunk', kb: lazyChunks[0]?.kb ?? 0, budget: BUDGET_KB.lazyChunk, detail: lazyChunks[0]?.file ?? 'none' },
];

console.log('Performance budget (KB gzip, level 9):');
for (const { name, kb, budget, detail } of figures) {
  const verdict = kb <= budget ? 'ok' : 'OVER BUDGET';
  console.log(`  ${name.padEnd(22)} ${kb.toFixed(1).padStart(6)} KB / ${budget} KB  ${verdict}  (${detail})`);
}
console.log(`  Lazy chunks: ${lazyChunks.length}; next largest: ${lazyChunks.slice(1, 4).map((c) => `${c.file} ${c.kb.toFixed(1)} KB`).join(', ')}`);

// Chunks that import each other, directly or round a loop: the browser then runs one before the other has
// defined what it imports, and the page breaks with "undefined" errors (vite.config.ts, codeSplitting groups).
const chunkCycle = findCycle(chunks, staticImportsOf);
if (chunkCycle) console.error(`Chunks import each other: ${chunkCycle.join(' -> ')}`);

// Screens with no form on them as they open fetch no form code (the form libraries, the date picker, the
// portal's form kit: their chunks keep their group's name, vite.config.ts) until a form opens. One plain import
// of a module holding a yup schema once brought 28 KB of it to the dashboard and the payments page.
const FORM_FREE_SCREENS = ['DashboardPage', 'PaymentsPage', 'TraineesPage', 'CalorClaimsPage', 'MyClaimsPage', 'UnitPremisesPage'];
const FORM_CODE = /^assets\/shared-(forms|date-picker|form-kit)-/;
const formCodeFetched = FORM_FREE_SCREENS.flatMap((screen) => {
  const chunk = chunks.find((file) => file.startsWith(`assets/${screen}-`));
  if (!chunk) return [`${screen}: no chunk of that name`];
  const fetched = addStaticImports(new Set([chunk]));
  const formCode = [...fetched].filter((file) => FORM_CODE.test(file));
  return formCode.length ? [`${screen} fetches ${formCode.join(', ')}`] : [];
});
for (const problem of formCodeFetched) console.error(`Form code with a page that opens without a form: ${problem}`);

if (chunkCycle || formCodeFetched.length > 0 || figures.some(({ kb, budget }) => kb > budget)) {
  console.error('The build is over its performance budget (DESIGN.md §7).');
  process.exit(1);
}

/** A loop of static imports among the chunks, as the list of chunks round it, or undefined. */
function findCycle(chunks, importsOf) {
  const state = new Map(); // 1: on the current path, 2: done
  const path = [];
  const visit = (chunk) => {
    state.set(chunk, 1);
    path.push(chunk);
    for (const next of importsOf(chunk)) {
      if (state.get(next) === 1) return [...path.slice(path.indexOf(next)), next];
      if (!state.has(next)) {
        const found = visit(next);
        if (found) return found;
      }
    }
    path.pop();
    state.set(chunk, 2);
    return undefined;
  };
  for (const chunk of chunks) {
    if (state.has(chunk)) continue;
    const found = visit(chunk);
    if (found) return found;
  }
  return undefined;
}

/** Adds to `files` every chunk they import outright, and those chunks' own, and so on; returns it. */
function addStaticImports(files) {
  for (const file of files) for (const imported of staticImportsOf(file)) files.add(imported);
  return files;
}

/** The chunks a chunk imports outright (static `import`/`export … from`), by file. */
function staticImportsOf(file) {
  return [...readFileSync(join(DIST, file), 'utf8').matchAll(/(?:import|export)\s*(?:\{[^}]*\}\s*from\s*|\*\s*as\s*\w+\s*from\s*|\w+\s*from\s*)?["']\.\/([^"']+\.js)["']/g)].map(
    (m) => `assets/${m[1]}`,
  );
}

