// `npm run check:docs`: the docs name only what exists. Reads README.md and docs/**/*.md and checks
//   - every backticked repository path (`src/router/routeTable.ts`, `tests/e2e/`, `api/areas/*.yaml`): a path
//     from the root (or from the document's folder) must be a tracked file or folder, a glob must match one; a
//     shorter one (`support/engine.ts`, `TraineesPage.tsx`) must be the end of a tracked file's path;
//   - every `file.ts#symbol` reference: the file exists and declares or exports the symbol;
//   - every symbol named with its file, "`readListQuery(…)` (`src/domain/lists/listQuery.ts`)": the file
//     declares or exports it;
//   - every relative Markdown link: its target exists.
// Code blocks are skipped, and so are spans with placeholders (`<feature>/<name>PageData.ts`, `…`).
// Prints each wrong reference as `file:line: …` and exits 1 when there is any.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, normalize, posix } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const TRACKED = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { cwd: ROOT, encoding: 'utf8' })
  .split('\n')
  .filter((path) => path && existsSync(join(ROOT, path)));
const FOLDERS = new Set(TRACKED.flatMap((path) => path.split('/').slice(0, -1).map((_, i, parts) => parts.slice(0, i + 1).join('/'))));
const TOP_LEVEL = new Set(TRACKED.map((path) => path.split('/')[0]));
const FILE_NAME = /\.(?:[cm]?[jt]sx?|d\.m?ts|json|ya?ml|md|css|html|sh|conf|svg|png|txt)$/;
const MODULE_ENDINGS = ['.ts', '.tsx', '.js', '.mjs', '/index.ts', '/index.tsx'];
// A bare file name is checked only when it is a source file: `robots.txt` or `error-context.md` name what a
// server answers or a run writes, not a file of the repository.
const SOURCE_NAME = /\.(?:[cm]?[jt]sx?|ya?ml|json|css)$/;
const IDENTIFIER = /^[A-Za-z_$][\w$]*/;

/** The documents checked: README.md and every Markdown file under docs/. */
function documents() {
  return TRACKED.filter((path) => path === 'README.md' || (path.startsWith('docs/') && path.endsWith('.md')));
}

/** A glob (`*`, `**`) as a regular expression over tracked paths. */
function globPattern(glob) {
  const source = glob
    .replace(/\/$/, '')
    .split(/(\*\*\/?|\*)/)
    .map((part) => (part === '**' ? '.*' : part.startsWith('**') ? '(?:.*/)?' : part === '*' ? '[^/]*' : part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')))
    .join('');
  // A glob without a folder (`*PageData.ts`) matches a file's name in any folder.
  return new RegExp(`^${glob.includes('/') ? '' : '(?:.*/)?'}${source}(?:/.*)?$`);
}

/** Whether a tracked file or folder answers to `path` as written in `document`; undefined when it is not a path. */
function resolvePath(path, document) {
  const clean = path.replace(/^\.\//, '').replace(/\/$/, '');
  if (path.includes('*')) {
    const pattern = globPattern(normalize(clean));
    return TRACKED.some((file) => pattern.test(file));
  }
  // A module as imported (`src/components/toasts/toast`) names its file without the ending.
  const exists = (candidate) =>
    TRACKED.includes(candidate) || FOLDERS.has(candidate) || MODULE_ENDINGS.some((ending) => TRACKED.includes(candidate + ending));
  if (exists(clean) || exists(posix.normalize(posix.join(dirname(document), clean)))) return true;
  // A file the repository ignores is one a command writes (`api-docs/index.html`, from `npm run api:docs`).
  if (isIgnored(clean)) return true;
  if (TOP_LEVEL.has(clean.split('/')[0]) && clean.includes('/')) return false;
  // A shorter path: the end of a tracked file's or folder's path.
  return TRACKED.some((file) => file.endsWith(`/${clean}`)) || [...FOLDERS].some((folder) => folder.endsWith(`/${clean}`));
}

/** Whether git ignores the path (something a command writes). */
function isIgnored(path) {
  try {
    execFileSync('git', ['check-ignore', '-q', '--no-index', path], { cwd: ROOT });
    return true;
  } catch {
    return false;
  }
}

/** The tracked file a path names (for symbol checks), or undefined. */
function fileFor(path, document) {
  const clean = path.replace(/^\.\//, '');
  for (const candidate of [clean, posix.normalize(posix.join(dirname(document), clean))]) if (TRACKED.includes(candidate)) return candidate;
  const ends = TRACKED.filter((file) => file.endsWith(`/${clean}`));
  return ends.length === 1 ? ends[0] : undefined;
}

/** Whether a code span is a repository path: a known top-level folder, or a file name with a known ending. */
function looksLikePath(span) {
  if (/[\s<>…{}()'"=,;:|]/.test(span) || span.startsWith('@') || span.startsWith('/') || span.startsWith('-')) return false;
  if (/^https?:/.test(span) || span.includes('..')) return false;
  const first = span.split('/')[0];
  if (span.includes('/') && TOP_LEVEL.has(first)) return true;
  const path = span.split('#')[0];
  if (!/^[\w.@*/-]+$/.test(path) || !FILE_NAME.test(path)) return false;
  return path.includes('/') || SOURCE_NAME.test(path);
}

const declared = new Map();
/** Whether `file` declares or exports `symbol` (a function, class, constant, type, interface, enum or re-export). */
function declares(file, symbol) {
  if (!declared.has(file)) declared.set(file, readFileSync(join(ROOT, file), 'utf8'));
  const text = declared.get(file);
  const name = symbol.replace(/[$]/g, '\\$');
  const declaration = new RegExp(
    `(?:^|\\n)\\s*(?:export\\s+)?(?:default\\s+)?(?:declare\\s+)?(?:async\\s+)?(?:function\\*?|class|const|let|var|type|interface|enum)\\s+${name}\\b`,
  );
  const exportList = new RegExp(`export\\s+(?:type\\s+)?\\{[^}]*\\b${name}\\b[^}]*\\}`);
  const member = new RegExp(`(?:^|\\n)\\s+(?:readonly\\s+)?['"]?${name}['"]?\\??\\s*[:(]`);
  return declaration.test(text) || exportList.test(text) || member.test(text);
}

const problems = [];
for (const document of documents()) {
  // The document with its code blocks blanked (line numbers kept), read as a whole: a reference may wrap.
  let inFence = false;
  const text = readFileSync(join(ROOT, document), 'utf8')
    .split('\n')
    .map((line) => {
      const fence = /^\s*(```|~~~)/.test(line);
      if (fence) inFence = !inFence;
      return fence || inFence ? '' : line;
    })
    .join('\n');
  const report = (at, message) => problems.push(`${document}:${text.slice(0, at).split('\n').length}: ${message}`);
  // Relative Markdown links.
  for (const match of text.matchAll(/\]\(([^)\s]+)\)/g)) {
    const path = match[1].split('#')[0];
    if (!path || /^[a-z]+:/.test(path)) continue;
    if (!existsSync(join(ROOT, dirname(document), decodeURI(path)))) report(match.index, `link to a missing file: ${match[1]}`);
  }
  const spans = [...text.matchAll(/`([^`\n]+)`/g)].map((match) => ({ text: match[1], start: match.index, end: match.index + match[0].length }));
  spans.forEach((span, spanIndex) => {
    if (!looksLikePath(span.text)) return;
    const [path, symbol] = span.text.split('#');
    if (!resolvePath(path, document)) return report(span.start, `no such path: \`${span.text}\``);
    if (symbol) {
      const file = fileFor(path, document);
      if (!file) return report(span.start, `\`${span.text}\`: not one file`);
      if (!declares(file, symbol)) report(span.start, `\`${span.text}\`: ${file} does not declare \`${symbol}\``);
    }
    // "`symbol…` (`path`)" or "`symbol` in `path`": a symbol named with its file.
    const before = spans[spanIndex - 1];
    if (!before || !/^\s*(?:\(|in|from)\s*$/.test(text.slice(before.end, span.start))) return;
    const name = before.text.match(IDENTIFIER)?.[0];
    if (!name || looksLikePath(before.text) || !/^[A-Za-z_$][\w$]*(?:\(.*\)|<.*>)?$/.test(before.text)) return;
    const file = !span.text.includes('*') && fileFor(path, document);
    if (file && /\.[cm]?[jt]sx?$/.test(file) && !declares(file, name)) {
      report(before.start, `\`${before.text}\` (\`${span.text}\`): ${file} does not declare \`${name}\``);
    }
  });
}

if (problems.length) {
  console.error(problems.join('\n'));
  console.error(`\n${problems.length} wrong reference${problems.length === 1 ? '' : 's'} in the docs.`);
  process.exit(1);
}
console.log(`The docs' references hold (${documents().length} documents).`);
