import type { PageDataLoader, ScreenLoader } from '@/router/routeDefinition';
import type { PageData } from '@/session/pageData';

/** One page's lazily loaded parts, as its area's list (src/router/screens/*Screens.ts) names them. */
export interface AreaPage {
  screen: ScreenLoader;
  data?: PageData;
}

/** A page's two lazily loaded parts, as a route row holds them. */
export interface PageParts {
  screen: ScreenLoader;
  data: PageDataLoader;
}

/** An area's pages by route id: what a section of the route table takes its rows' screens from. */
export interface ScreenArea<Id extends string> {
  page: (id: Id) => PageParts;
}

/**
 * An area's screens and data modules, listed in a chunk of their own that loads with the area's first
 * page. The first load then carries five such lists instead of every screen's chunk names and preload
 * lists (docs/decisions/screens-listed-per-area.md). A section of the route table names its area
 * (`pages: memberPages`) and each row's id is its page in the area's list; TypeScript checks the id is there.
 */
export function screenArea<Pages extends Record<string, AreaPage>>(load: () => Promise<Pages>): ScreenArea<keyof Pages & string> {
  return {
    page: (id) => ({
      screen: async () => (await load())[id]!.screen(),
      data: async () => (await load())[id]!.data,
    }),
  };
}

/** A screen module: its component, named like its file, and `pageData` when the page reads data. */
export type PageModule = Record<string, unknown> & { pageData?: PageData };

/** An area's screen modules by file (`import.meta.glob` in its list), each loaded when asked for. */
export type PageFiles = Record<string, () => Promise<PageModule>>;

/**
 * An area's screens found by their files, with no line of their own in its list: a row spreads
 * `...rewardsFiles.page('calor/CalorStatementsPage')`, which gives it the module's component (named like the
 * file) as its screen and the module's `pageData` export as its data. The list's `import.meta.glob` finds
 * every `*Page.tsx` under the area's folder; a file that is not there fails the page's load, so the
 * screen's test opens it through the route table (renderPortal), not on its own.
 */
export function pageFiles(folder: string, load: () => Promise<PageFiles>) {
  return {
    page: (file: string): PageParts => {
      const module = async () => {
        const found = (await load())[`${folder}/${file}.tsx`];
        if (!found) throw new Error(`No screen module ${folder}/${file}.tsx in its area's list`);
        return found();
      };
      const name = file.split('/').at(-1)!;
      return {
        screen: async () => (await module())[name] as Awaited<ReturnType<ScreenLoader>>,
        data: async () => (await module()).pageData,
      };
    },
  };
}
