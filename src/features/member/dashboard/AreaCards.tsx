import type { ReactNode } from 'react';
import { grants } from '@/domain/permissions';
import { useMemberSession } from '@/session/MemberSessionContext';
import { ComplianceCard } from './ComplianceCard';
import { RewardsCard } from './RewardsCard';
import { TrainingAndGasCard } from './TrainingAndGasCard';
import { useTrainingAndGasParts } from './useTrainingAndGasParts';

/**
 * The dashboard's area cards: one per area, each loading that area's own summary call
 * (under src/api, shared with the area) and showing only when the member has the area's permission.
 * An area adds its card here, one line, once its screens exist: no card is shown for an area that
 * is not built yet.
 */
export function AreaCards() {
  const { permissions, acting } = useMemberSession();
  const trainingAndGas = useTrainingAndGasParts();
  // Keyed by area, not position: a card appearing before another (permissions arriving) must not remount
  // it, which would cancel its summary call and ask again.
  const cards: { area: string; card: ReactNode }[] = [];
  if (acting.membershipNumber && (grants(permissions, 'companyDocuments') || grants(permissions, 'tradingUnits'))) cards.push({ area: 'compliance', card: <ComplianceCard /> });
  if (acting.membershipNumber && grants(permissions, 'rewards')) cards.push({ area: 'rewards', card: <RewardsCard membershipNumber={acting.membershipNumber} /> });
  if (acting.membershipNumber && (trainingAndGas.training || trainingAndGas.gas))
    cards.push({ area: 'training-and-gas', card: <TrainingAndGasCard membershipNumber={acting.membershipNumber} parts={trainingAndGas} /> });
  if (cards.length === 0) return null;
  return (
    <div className="row row-cols-1 row-cols-lg-2 g-4">
      {cards.map(({ area, card }) => (
        <div key={area} className="col">
          {card}
        </div>
      ))}
    </div>
  );
}
