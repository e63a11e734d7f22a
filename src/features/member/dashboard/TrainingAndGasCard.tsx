import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useApiClient } from '@/api/ApiClientContext';
import { getTrainingAndGasSummaryQueryOptions } from '@/api/get-training-and-gas-summary';
import { pathTo } from '@/config/paths';
import { AreaCard } from './AreaCard';
import type { TrainingAndGasParts } from './useTrainingAndGasParts';

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

function Item({ to, children }: { to: string; children: ReactNode }) {
  return (
    <li className="mb-1">
      <Link to={to}>{children}</Link>
    </li>
  );
}

/**
 * What needs doing in training (with the training permission) and gas safety (for members, whose
 * My Gas Engineer page it is), from one summary call after the start-up round, so the dashboard stays
 * within two rounds. It waits and fails in its own part (AreaCards).
 */
export function TrainingAndGasCard({ membershipNumber, parts }: { membershipNumber: string; parts: TrainingAndGasParts }) {
  const { training: showsTraining, gas: showsGas } = parts;
  const { data: summary } = useSuspenseQuery(getTrainingAndGasSummaryQueryOptions(useApiClient(), membershipNumber));

  const { training, gasSafety } = summary;
  const trainees = pathTo('trainees');
  const certificates = pathTo('certificates');
  const gas = pathTo('myGasEngineer');
  const trainingItems = training && showsTraining
    ? [
        training.certificatesExpired > 0 && (
          <Item key="expired" to={`${certificates}?status=expired`}>
            {plural(training.certificatesExpired, 'certificate has expired', 'certificates have expired')}
          </Item>
        ),
        training.certificatesExpiringSoon > 0 && (
          <Item key="expiring" to={`${certificates}?status=expiringSoon`}>
            {plural(training.certificatesExpiringSoon, 'certificate expires', 'certificates expire')} within 30 days
          </Item>
        ),
        training.traineesMissingTraining > 0 && (
          <Item key="missing" to={`${trainees}?status=expiredOrMissing`}>
            {plural(training.traineesMissingTraining, 'trainee is', 'trainees are')} missing required training
          </Item>
        ),
      ].filter(Boolean)
    : [];
  const gasItems = showsGas
    ? [
        gasSafety.inspectionsOverdue > 0 && (
          <Item key="overdue" to={gas}>
            {plural(gasSafety.inspectionsOverdue, 'gas inspection is', 'gas inspections are')} overdue
          </Item>
        ),
        gasSafety.inspectionsDueSoon > 0 && (
          <Item key="due" to={gas}>
            {plural(gasSafety.inspectionsDueSoon, 'gas inspection is', 'gas inspections are')} due within 30 days
          </Item>
        ),
      ].filter(Boolean)
    : [];
  const allClear: string[] = [];
  if (training && showsTraining && trainingItems.length === 0)
    allClear.push(training.activeTrainees ? 'Your trainees’ required training is in date.' : 'No trainees recorded yet.');
  if (showsGas && gasItems.length === 0)
    allClear.push(gasSafety.unitsWithGas ? 'Gas safety inspections are in date at every unit.' : 'No gas appliances recorded yet.');
  const content = (
    <>
      {trainingItems.length + gasItems.length > 0 && <ul className="list-unstyled mb-2">{[...trainingItems, ...gasItems]}</ul>}
      {allClear.map((line) => (
        <p key={line} className="mb-1 text-body-secondary">
          {line}
        </p>
      ))}
    </>
  );

  return (
    <AreaCard
      title={showsTraining ? (showsGas ? 'Training and gas safety' : 'Training') : 'Gas safety'}
      icon={showsTraining ? 'training' : 'gas'}
      footer={
        <div className="d-flex flex-wrap gap-3">
          {showsTraining && <Link to={pathTo('trainees')}>Go to training</Link>}
          {showsGas && <Link to={pathTo('myGasEngineer')}>Go to My Gas Engineer</Link>}
        </div>
      }
    >
      {content}
    </AreaCard>
  );
}
