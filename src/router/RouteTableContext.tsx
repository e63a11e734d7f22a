import { createContext, useContext, type ReactNode } from 'react';
import type { RouteDefinition } from '@/router/routeDefinition';

const RouteTableContext = createContext<readonly RouteDefinition[] | null>(null);

export function RouteTableProvider({ table, children }: { table: readonly RouteDefinition[]; children: ReactNode }) {
  return <RouteTableContext value={table}>{children}</RouteTableContext>;
}

export function useRouteTable(): readonly RouteDefinition[] {
  const table = useContext(RouteTableContext);
  if (!table) throw new Error('useRouteTable must be used inside <RouteTableProvider>');
  return table;
}
