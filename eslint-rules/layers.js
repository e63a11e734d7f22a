// Keeps DESIGN.md §1's shape: code flows one way between the top-level folders of src/, features never
// import each other, and nothing in src/ imports from tests/ (so the stand-ins never ship).
import path from 'node:path';

const SRC = path.resolve('src');
const TESTS = path.resolve('tests');

/** Which folders each folder of src/ may import from (besides itself). */
export const ALLOWED_IMPORTS = {
  domain: [],
  // The leaf registry of paths (config/paths.ts) names the error pages the domain's failure rules send to.
  config: ['domain'],
  api: ['domain', 'config'],
  components: ['domain', 'config'],
  auth: ['domain', 'config', 'api', 'components'],
  session: ['domain', 'config', 'api', 'auth', 'components'],
  layout: ['domain', 'config', 'api', 'auth', 'session', 'components'],
  features: ['domain', 'config', 'api', 'auth', 'session', 'components'],
  // The route table, guards and page frames: above the features, whose screens its rows load lazily.
  router: ['domain', 'config', 'api', 'auth', 'session', 'components', 'layout', 'features'],
  app: ['domain', 'config', 'api', 'auth', 'session', 'components', 'layout', 'features', 'router'],
  '': ['app', 'config', 'api', 'auth'], // src/main.tsx
};

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

    function check(node, source) {
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
      const allowed = ALLOWED_IMPORTS[importer.folder] ?? [];
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
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
    };
  },
};
