import type { TradingUnit } from '@/domain/units/tradingUnit';

/** A unit by id as lists show it: its name, '(closed)' when it no longer trades; 'Unknown unit' if it has gone. */
export function unitLabel(units: readonly TradingUnit[], unitId: string): string {
  const unit = units.find((candidate) => candidate.id === unitId);
  if (!unit) return 'Unknown unit';
  return unit.status === 'Closed' ? `${unit.name} (closed)` : unit.name;
}
