import type { ReactNode } from 'react';
import { CardSkeleton } from '@/components/states/Skeleton';
import { grants } from '@/domain/permissions';
import { useMemberSession } from '@/session/MemberSessionContext';
import { PartBoundary } from '@/session/PartBoundary';
import { ComplianceCard } from './ComplianceCard';
import { RewardsCard } from './RewardsCard';
import { TrainingAndGasCard } from './TrainingAndGasCard';
import { useTrainingAndGasParts } from './useTrainingAndGasParts';

/** One area's card in its own part: a placeholder of the card's height (dashboard.css) while it loads, a failure in its place. */
function AreaPart({ area, loadingLabel, failedTitle, children }: { area: string; loadingLabel: string; failedTitle: string; children: ReactNode }) {
  return (
    <PartBoundary fallback={<CardSkeleton label={loadingLabel} minHeight={`var(--larder-${area}-card-height)`} />} failedTitle={failedTitle}>
      {children}
    </PartBoundary>
  );
}

/**
 * The dashboard's area cards: one per area, each loading that area's own summary call (under src/api,
 * shared with the area) and showing only when the member has the area's permission. Each waits and fails on
 * its own (PartBoundary), so one area's failure leaves the others and the membership card working. An area
 * adds its card here, one line, once its screens exist: no card is shown for an area that is not built yet.
 */
export function AreaCards({ membershipNumber }: { membershipNumber: string }) {
  const { permissions } = useMemberSession();
  const trainingAndGas = useTrainingAndGasParts();
  // Keyed by area, not position: a card appearing before another (permissions arriving) must not remount
  // it, which would cancel its summary call and ask again.
  const cards: { area: string; card: ReactNode }[] = [];
  if (grants(permissions, 'companyDocuments') || grants(permissions, 'tradingUnits'))
    cards.push({
      area: 'compliance',
      card: (
        <AreaPart area="compliance" loadingLabel="Loading your compliance summary…" failedTitle="Your compliance summary could not be loaded">
          <ComplianceCard membershipNumber={membershipNumber} />
        </AreaPart>
      ),
    });
  if (grants(permissions, 'rewards'))
    cards.push({
      area: 'rewards',
      card: (
        <AreaPart area="rewards" loadingLabel="Loading your rewards…" failedTitle="Your rewards could not be loaded just now">
          <RewardsCard membershipNumber={membershipNumber} />
        </AreaPart>
      ),
    });
  if (trainingAndGas.training || trainingAndGas.gas)
    cards.push({
      area: 'training-and-gas',
      card: (
        <AreaPart area="training" loadingLabel="Loading training and gas safety…" failedTitle="Training and gas safety figures are not available at the moment">
          <TrainingAndGasCard membershipNumber={membershipNumber} parts={trainingAndGas} />
        </AreaPart>
      ),
    });
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
