import { generatePath, type PathParam } from 'react-router';
import { routeRow, type RouteId, type RouteRow } from '@/routing/routeTable';

type PathOf<Id extends RouteId> = Extract<RouteRow, { id: Id }>['path'];
/** A route with parameters needs them all; one without takes none. */
type ParamsOf<Path extends string> = [PathParam<Path>] extends [never] ? [] : [params: Record<PathParam<Path>, string>];

/**
 * The path of a route in the table, by id, with its parameters filled in: what every link in the
 * portal uses, so a path is written once, in the table. `pathTo('unitDetails', { unitId })`.
 */
export function pathTo<Id extends RouteId>(id: Id, ...[params]: ParamsOf<PathOf<Id>>): string {
  return generatePath(routeRow(id).path, params as never);
}
