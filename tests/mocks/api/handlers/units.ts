// TEST DOUBLE, never shipped: a member's trading units (designed call, see src/api/get-trading-units.ts).
import { http, HttpResponse } from 'msw';
import type { TradingUnit } from '../../../../src/domain/units/tradingUnit';
import { memberResolver } from './memberResolver';
import type { ApiHandlerOptions } from './options';

/** Open units first, then by name: the order every screen lists them in. */
export const unitOrder = (a: TradingUnit, b: TradingUnit) =>
  Number(a.status === 'Closed') - Number(b.status === 'Closed') || a.name.localeCompare(b.name, 'en-GB');

export function unitHandlers(options: ApiHandlerOptions) {
  return [
    http.get(
      `${options.apiUrl}/members/:membershipNumber/units`,
      memberResolver(options, ({ member }) =>
        HttpResponse.json<TradingUnit[]>([...(options.store.units.units.get(member.membershipNumber) ?? [])].sort(unitOrder)),
      ),
    ),
  ];
}
