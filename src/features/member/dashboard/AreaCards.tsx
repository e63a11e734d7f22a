import type { ReactNode } from 'react';
import { CardSkeleton } from '@/components/states/Skeleton';
import { grants } from '@/domain/permissions';
import { useMemberSession } from '@/session/MemberSessionContext';
import { PartBoundary } from '@/session/PartBoundary';
import { ComplianceCard } from './ComplianceCard';
import { RewardsCard } from './RewardsCard';
import { TrainingAndGasCard } from './TrainingAndGasCard';
import { useTrainingAndGasParts } from './useTrainingAndGasParts';

interface Area {
  area: string;
  loadingLabel: string;
  failedTitle: string;
  card: ReactNode;
}

/**
 * The areas whose cards the member may see, in their order: each card loads that area's own summary call
 * (under src/api, shared with the area) and shows only when the member has the area's permission. An area
 * adds its card here, one line, once its screens exist: no card is shown for an area that is not built yet.
 */
function useAreas(membershipNumber: string): Area[] {
  const { permissions } = useMemberSession();
  const trainingAndGas = useTrainingAndGasParts();
  const areas: Area[] = [];
  if (grants(permissions, 'companyDocuments') || grants(permissions, 'tradingUnits'))
    areas.push({
      area: 'compliance',
      loadingLabel: 'Loading your compliance summary…',
      failedTitle: 'Your compliance summary could not be loaded',
      card: <ComplianceCard membershipNumber={membershipNumber} />,
    });
  if (grants(permissions, 'rewards'))
    areas.push({
      area: 'rewards',
      loadingLabel: 'Loading your rewards…',
      failedTitle: 'Your rewards could not be loaded just now',
      card: <RewardsCard membershipNumber={membershipNumber} />,
    });
  if (trainingAndGas.training || trainingAndGas.gas)
    areas.push({
      area: 'training',
      loadingLabel: 'Loading training and gas safety…',
      failedTitle: 'Training and gas safety figures are not available at the moment',
      card: <TrainingAndGasCard membershipNumber={membershipNumber} parts={trainingAndGas} />,
    });
  return areas;
}

/** A placeholder of the card's height (dashboard.css). */
const placeholderOf = ({ area, loadingLabel }: Area) => <CardSkeleton label={loadingLabel} minHeight={`var(--larder-${area}-card-height)`} />;

// Keyed by area, not position: a card appearing before another (permissions arriving) must not remount
// it, which would cancel its summary call and ask again.
function AreaRow({ areas, render }: { areas: Area[]; render: (area: Area) => ReactNode }) {
  if (areas.length === 0) return null;
  return (
    <div className="row row-cols-1 row-cols-lg-2 g-4">
      {areas.map((area) => (
        <div key={area.area} className="col">
          {render(area)}
        </div>
      ))}
    </div>
  );
}

/**
 * The dashboard's area cards. Each waits and fails on its own (PartBoundary), so one area's failure leaves
 * the others and the membership card working.
 */
export function AreaCards({ membershipNumber }: { membershipNumber: string }) {
  return (
    <AreaRow
      areas={useAreas(membershipNumber)}
      render={(area) => (
        <PartBoundary fallback={placeholderOf(area)} failedTitle={area.failedTitle}>
          {area.card}
        </PartBoundary>
      )}
    />
  );
}

/** The same cards' placeholders, in the same places, for the dashboard's placeholder while its layout is not known yet. */
export function AreaCardPlaceholders({ membershipNumber }: { membershipNumber: string }) {
  return <AreaRow areas={useAreas(membershipNumber)} render={placeholderOf} />;
}
