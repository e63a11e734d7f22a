import { Suspense, useId } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '@/components/states/EmptyState';
import { useToday } from '@/components/dates/useToday';
import { INSPECTION_DUE_SOON_DAYS } from '@/domain/gas/gasSafety';
import { pathTo } from '@/config/paths';
import { CardSkeleton } from '@/components/states/Skeleton';
import { useMemberInView } from '@/session/useMemberInView';
import { GasEmergencyPanel } from './components/GasEmergencyPanel';
import { UnitGasCard } from './components/UnitGasCard';
import { useGasSafetyData } from './hooks/useGasSafetyData';

/** The member's units, each with its gas safety, once they are in. */
function UnitsGasSafety() {
  const membershipNumber = useMemberInView();
  const { units, gas } = useGasSafetyData(membershipNumber);
  const today = useToday();
  if (units.length === 0)
    return (
      <EmptyState
        icon="premises"
        title="No units yet"
        message="Gas safety records belong to a trading unit. Add your unit first."
        action={
          <Link to={pathTo('unitPremises')} className="btn btn-outline-primary">
            Go to Units &amp; Premises
          </Link>
        }
      />
    );
  return (
    <div className="d-flex flex-column gap-4">
      {units.map((unit) => (
        <UnitGasCard key={unit.id} membershipNumber={membershipNumber} unit={unit} gas={gas.find((candidate) => candidate.unitId === unit.id)} today={today} />
      ))}
    </div>
  );
}

/**
 * /my-gas-engineer ({product}Member): per unit, the gas supply, appliances and interlocks, the latest gas
 * safety record and when the next inspection is due. The emergency number and how to check an engineer
 * show first, always, before and whatever the data.
 */
export function MyGasEngineerPage() {
  const headingId = useId();

  return (
    <>
      <GasEmergencyPanel />
      <section aria-labelledby={headingId}>
        <h2 id={headingId} className="h4">
          Gas safety at your units
        </h2>
        <p>
          The law requires gas appliances, pipework and flues to be kept safe by a Gas Safe registered engineer; an
          inspection every year, recorded on a commercial catering gas safety record, is the minimum. Each next
          inspection is due 12 months after the last, and shows as due {INSPECTION_DUE_SOON_DAYS} days before.
        </p>
        <Suspense fallback={<CardSkeleton label="Loading your gas safety records…" minHeight="24rem" lines={8} />}>
          <UnitsGasSafety />
        </Suspense>
      </section>
    </>
  );
}
