// Keeps DESIGN.md §1's shape: code flows one way between the top-level folders of src/, features never
// import each other, and nothing in src/ imports from tests/ (so the stand-ins never ship).
import path from 'node:path';

const SRC = path.resolve('src');
const TESTS = path.resolve('tests');

/** Which folders each folder of src/ may import from (besides itself). */
export const ALLOWED_IMPORTS = {
  domain: [],
  config: [],
  api: ['domain', 'config'],
  components: ['domain', 'config'],
  // The route table: below the features, so their links can name routes (pathTo); its screens are
  // loaded with dynamic import() only, which DYNAMIC_IMPORTS allows.
  routing: ['domain', 'config', 'components'],
  auth: ['domain', 'config', 'api', 'components'],
  session: ['domain', 'config', 'api', 'auth', 'components', 'routing'],
  layout: ['domain', 'config', 'api', 'auth', 'session', 'components', 'routing'],
  features: ['domain', 'config', 'api', 'auth', 'session', 'components', 'routing'],
  routes: ['domain', 'config', 'api', 'auth', 'session', 'components', 'routing', 'layout', 'features'],
  app: ['domain', 'config', 'api', 'auth', 'session', 'components', 'routing', 'layout', 'features', 'routes'],
  '': ['app', 'config', 'api', 'auth'], // src/main.tsx
};

/** Lazily loaded screens: a code-split boundary, not a static dependency, so the table may name them. */
const DYNAMIC_IMPORTS = { routing: ['auth', 'features', 'routes'] };

function layerOf(file) {
  const relative = path.relative(SRC, file);
  if (relative.startsWith('..')) return null;
  const parts = relative.split(path.sep);
  if (parts.length === 1) return { folder: '', feature: null };
  const folder = parts[0];
  const feature = folder === 'features' ? parts.slice(1, 3).join('/') : null;
  return { folder, feature };
}

export default {
  meta: {
    type: 'problem',
    docs: { description: 'Enforce the one-way imports between the folders of src/' },
    schema: [],
  },
  create(context) {
    const importer = layerOf(context.filename);
    if (!importer) return {};

    function check(node, source, { isDynamic = false } = {}) {
      if (typeof source !== 'string') return;
      let target;
      if (source.startsWith('.')) target = path.resolve(path.dirname(context.filename), source);
      else if (source.startsWith('@/')) target = path.join(SRC, source.slice(2));
      else return; // a package
      if (!path.relative(TESTS, target).startsWith('..')) {
        context.report({ node, message: `src/ must not import from tests/ ("${source}"): stand-ins never ship.` });
        return;
      }
      const imported = layerOf(target);
      if (!imported) return;
      if (imported.folder === importer.folder) {
        if (importer.feature && imported.feature && importer.feature !== imported.feature)
          context.report({
            node,
            message: `Feature "${importer.feature}" must not import feature "${imported.feature}"; move what they share into a shared folder.`,
          });
        return;
      }
      const allowed = [...(ALLOWED_IMPORTS[importer.folder] ?? []), ...(isDynamic ? (DYNAMIC_IMPORTS[importer.folder] ?? []) : [])];
      if (!allowed.includes(imported.folder))
        context.report({
          node,
          message: `src/${importer.folder || '(root)'} must not import from src/${imported.folder} (DESIGN.md §1: code flows one way).`,
        });
    }

    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value, { isDynamic: true }),
    };
  },
};
