import type { PageDataLoader, ScreenLoader } from '@/router/routeDefinition';
import type { PageData } from '@/session/pageData';

/** One page's lazily loaded parts, as its area's list (src/router/screens/*Screens.ts) names them. */
export interface AreaPage {
  screen: ScreenLoader;
  data?: PageData;
}

/** The ids of an area's pages that have a data module. */
type IdsWithData<Pages> = { [Id in keyof Pages]: Pages[Id] extends { data: PageData } ? Id : never }[keyof Pages] & string;

/**
 * An area's screens and data modules, listed in a chunk of their own that loads with the area's first
 * page. The first load then carries five such lists instead of every screen's chunk names and preload
 * lists (docs/decisions/screens-listed-per-area.md). A route row names its page by route id:
 * `screen: memberPages.screen('dashboard')`, `data: memberPages.data('dashboard')`; TypeScript checks the id is
 * in the area's list and, for `data`, that the page has a data module.
 */
export function screenArea<Pages extends Record<string, AreaPage>>(load: () => Promise<Pages>) {
  return {
    screen: (id: keyof Pages & string): ScreenLoader => async () => (await load())[id]!.screen(),
    data: (id: IdsWithData<Pages>): PageDataLoader => async () => (await load())[id]!.data!,
  };
}
