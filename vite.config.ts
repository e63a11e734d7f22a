import { fileURLToPath } from 'node:url';
import { defineConfig, loadEnv, runnerImport, type PluginOption, type UserConfig } from 'vite';
import type { CodeSplittingNameFunction } from 'rolldown';
import react from '@vitejs/plugin-react';
import type { larderStandIns } from './tests/mocks/server/standInsPlugin.ts';
import { readConfig } from './src/config/config.ts';

// The local stand-ins (tests/mocks/server) are loaded only for `vite` and `vite preview`, so a production
// build never loads oidc-provider or express. They run on the port named in the mode's VITE_AUTH0_DOMAIN,
// so `npm start` and the e2e tests each get one origin. runnerImport, not import(): the runner that
// loaded this file is closed by the time Vite calls this function, so a plain import() fails there.
export default defineConfig(async ({ command, mode }): Promise<UserConfig> => {
  const plugins: PluginOption[] = [react()];
  if (command === 'serve') {
    const { module } = await runnerImport<{ larderStandIns: typeof larderStandIns }>(
      fileURLToPath(new URL('./tests/mocks/server/standInsPlugin.ts', import.meta.url)),
    );
    plugins.push(module.larderStandIns());
  }
  // DESIGN.md §2's settings are fixed when the portal is built (import.meta.env), so they are checked here, once,
  // and the bundle carries the result rather than the checks: a misconfigured build still opens on the
  // configuration-error screen naming each variable, and the build says so too.
  const settings = readConfig(loadEnv(mode, process.cwd(), 'VITE_'));
  if (!settings.ok)
    console.warn(`Misconfigured (the portal will open on its configuration-error screen):\n${settings.problems.map(({ variable, problem }) => `  ${variable} ${problem}`).join('\n')}`);
  return {
    plugins,
    define: { __LARDER_CONFIG__: JSON.stringify(settings) },
    resolve: {
      alias: {
        '@': fileURLToPath(new URL('./src', import.meta.url)),
        // React Router 7's package exports name only its development build, so a production bundle ships its
        // development warnings (remix-run/react-router#14102, #14753). A build takes the production build the
        // package also carries: the same code with ENABLE_DEV_WARNINGS false, so the warnings minify away.
        ...(command === 'build' && { 'react-router': fileURLToPath(new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url)) }),
      },
    },
    css: { postcss: { plugins: [legendSiblingInFieldsets] } },
    server: { host: 'localhost', strictPort: true, cors: false },
    preview: { host: 'localhost', strictPort: true, cors: false },
    // No source maps by default: a dist/ copied to a CDN or bucket publishes whatever it holds.
    // LARDER_SOURCEMAPS=hidden writes them for teams that upload them to an error tracker (the bundle does
    // not point browsers at them, and nginx refuses *.map).
    build: {
      sourcemap: loadEnv(mode, process.cwd(), 'LARDER_').LARDER_SOURCEMAPS === 'hidden' ? 'hidden' : false,
      rolldownOptions: {
        output: {
          codeSplitting: {
            groups: [
              // The first load as one chunk with the entry (DESIGN.md §7, docs/decisions/screens-listed-per-area.md):
              // left alone, rolldown splits what the screens share with the shell into a dozen small chunks, each
              // a modulepreload of its own and a name in every lazy import's preload list.
              { name: 'shell', tags: ['$initial'] },
              // What screens share, in fewer chunks than one per set of screens sharing a module (over HTTP/1.1's six
              // connections per host, many small chunks arrive in waves; production serves HTTP/2). Sets smaller than
              // 2 KB (before minifying) join their nearest neighbour. Not more: merging sets is what can make two shared
              // chunks import each other, and then one runs before the other has defined what it uses (12 KB did, once
              // the layout left the first load: docs/decisions/first-load.md). scripts/budget.mjs fails on any cycle.
              // The date picker and the form libraries each in a chunk of their own, with nothing of the portal's: merged
              // with the small modules the screens share, a page without a form (the dashboard) fetched 38 KB of date
              // picker for a four-line hook that had landed beside it.
              { name: 'shared-date-picker', test: /node_modules[\\/](react-datepicker|@floating-ui)[\\/]|optional-peer-dep:date-fns-tz:react-datepicker/, includeDependenciesRecursively: false },
              // The portal's form kit travels with them, for the same reason.
              { name: 'shared-form-kit', test: /[\\/]src[\\/]components[\\/](forms[\\/]|dates[\\/]DatePickerInput)/, includeDependenciesRecursively: false },
              { name: 'shared-dates', test: /node_modules[\\/]date-fns[\\/]/ },
              { name: 'shared-forms', test: /node_modules[\\/](react-hook-form|@hookform|yup|property-expr|toposort|tiny-case)[\\/]/, includeDependenciesRecursively: false },
              // What every signed-in page waits for before its own chunk (the layout, the areas' lists of screens and
              // their data modules, with all they import) as one chunk: left to the groups below it was 30 small chunks,
              // fetched in waves over HTTP/1.1's six connections before the page's own chunk could even be asked for.
              { name: pageStartChunk(), includeDependenciesRecursively: false },
              // The portal's plain modules (queries, rules, hooks: .ts, no components) in chunks of their own, by the set of
              // screens using them and never merged: merged with components, a domain rule an area's data module needs
              // (unitPremises.ts) landed beside a form (UnitForm.tsx), and every staff page fetched and ran the date
              // picker and the form libraries with its area's list. Unmerged sets cannot import each other round a loop.
              { name: 'shared-logic', test: /[\\/]src[\\/].*\.ts$/, minShareCount: 2, entriesAware: true, includeDependenciesRecursively: false },
              { name: 'shared', minShareCount: 2, entriesAware: true, entriesAwareMergeThreshold: 2_000 },
            ],
          },
          // The shared chunks' own names list every screen that uses them, and every lazy import's preload list
          // in the entry repeats them: a short name keeps the first load inside its budget. The named groups above
          // keep their names, so the budget script can tell which screens fetch the form code (scripts/budget.mjs).
          chunkFileNames: (chunk) => (/^shared(-logic)?(~|$)/.test(chunk.name) ? 'assets/shared-[hash:7].js' : 'assets/[name]-[hash:7].js'),
          // Their stylesheets too: named after the chunk, each name listed the screens using it.
          assetFileNames: (asset) => (asset.names[0]?.startsWith('shared~') ? 'assets/shared-[hash:7][extname]' : 'assets/[name]-[hash:7][extname]'),
        },
      },
      // Every desktop browser in use supports <link rel="modulepreload">; one without it (Safari before 17)
      // still loads each chunk when asked, only without preloading it, so the polyfill's bytes go.
      modulePreload: { polyfill: false, resolveDependencies: preloadList },
    },
  };
});

/** The modules the router loads for a signed-in page before the page's own chunk (src/router/routeTable.ts). */
const PAGE_START_ROOTS = ['router/shell/PortalLayout.tsx', 'router/screens/memberScreens.ts', 'router/screens/rewardsScreens.ts', 'router/screens/staffScreens.ts', 'router/StarterRedirect.tsx'].map(
  (file) => fileURLToPath(new URL(`./src/${file}`, import.meta.url)),
);

/**
 * Names 'page-start' the roots above and every module they import outright, the first load's excepted (the group
 * before takes those). A module's imports are all in the chunk with it, so it imports no chunk of the portal's but
 * the entry and the libraries' groups, and cannot make a loop. A member fetches the staff area's list with it too
 * (6 KB gzip of its 24): one request less to wait for is worth more than those bytes.
 */
function pageStartChunk(): CodeSplittingNameFunction {
  let closure: Set<string> | undefined;
  return (id, ctx) => {
    if (!closure) {
      closure = new Set(PAGE_START_ROOTS);
      for (const module of closure) for (const imported of ctx.getModuleInfo(module)?.importedIds ?? []) closure.add(imported);
    }
    return closure.has(id) ? 'page-start' : null;
  };
}

/**
 * Bootstrap's reboot clears the element after a (floated) legend with `legend + *`. Written so, Chromium restyles
 * the whole page whenever an element is inserted anywhere in it (the sidebar and top bar with every new page: half
 * the style work of a list page's first frame); scoped to the only place a legend may be, the first child of a
 * fieldset, it restyles only what was inserted. Same rule for any valid page.
 */
const legendSiblingInFieldsets = {
  postcssPlugin: 'larder-legend-sibling-in-fieldsets',
  Rule(rule: { selector: string }) {
    if (rule.selector.replace(/\s+/g, '') === 'legend+*') rule.selector = 'fieldset > legend + *';
  },
};

/**
 * What a lazy import fetches beside its chunk (Vite's preload list, held in the importing chunk). Never the
 * runtime, which the first load has already run. From the entry, only for the parts a page waits for (its
 * area's list of screens and data, the layout, the start and entry routes): the rest (the idle timer, the toast
 * container, the logout and error pages, the analytics) load what they import when they run, and the first load
 * carries no list for them (DESIGN.md §7, docs/decisions/first-load.md).
 */
function preloadList(file: string, deps: string[], { hostId, hostType }: { hostId: string; hostType: 'html' | 'js' }): string[] {
  if (hostType === 'html') return deps;
  const needed = deps.filter((dep) => !dep.startsWith('assets/rolldown-runtime-'));
  if (!hostId.startsWith('assets/index-')) return needed;
  return /^assets\/(\w+Screens|PortalLayout|StarterRedirect|NoMemberNotice|ImpersonationEntry|RedirectCallbackPage|NotAvailableYet)-/.test(file) ? needed : [];
}

