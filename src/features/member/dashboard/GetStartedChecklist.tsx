import { useId } from 'react';
import { Link } from 'react-router';
import { Icon } from '@/components/icons/Icon';
import { StatusBadge } from '@/components/states/StatusBadge';
import { useSuspenseQueries } from '@tanstack/react-query';
import { useApiClient } from '@/api/ApiClientContext';
import { getComplianceSummaryQueryOptions } from '@/api/get-compliance-summary';
import { getMemberSchemesQueryOptions } from '@/api/get-member-schemes';
import { useUser } from '@/auth/AuthContext';
import { isProgrammeOpenTo } from '@/domain/rewards/programmes';
import { getStartedSteps } from './getStartedSteps';

/**
 * "Get started": the welcome's three first steps as one checklist on the dashboard, saying what the welcome
 * says, in its order and with its link names (issue 37: two names for one page made a first visit busier),
 * each marked done with a tick or still to do. It is there for a new member, while any step has
 * never been done, and goes for good once each has been done once (keeping them current is the area cards'
 * work). It reads what the compliance and rewards cards read, and asks for nothing of its own.
 */
export function GetStartedChecklist({ membershipNumber }: { membershipNumber: string }) {
  const headingId = useId();
  const { roles } = useUser();
  const api = useApiClient();
  const [{ data: compliance }, { data: schemes }] = useSuspenseQueries({
    queries: [getComplianceSummaryQueryOptions(api, membershipNumber), getMemberSchemesQueryOptions(api, membershipNumber)],
  });
  const steps = getStartedSteps({
    compliance,
    schemes: schemes.filter((scheme) => isProgrammeOpenTo(scheme.schemeType, roles)),
  });
  const doneCount = steps.filter((step) => step.isDone).length;
  if (doneCount === steps.length) return null;

  return (
    <section className="card shadow-sm" aria-labelledby={headingId}>
      <div className="card-body">
        <h2 id={headingId} className="h5 card-title">
          Get started
        </h2>
        <p className="text-body-secondary">
          We recommend starting with these three things. {doneCount} of {steps.length} done.
        </p>
        <ol className="larder-get-started mb-0">
          {steps.map((step) => (
            <li key={step.id} className="larder-get-started__step">
              <div className="larder-get-started__text">
                <h3 className="h6 fw-semibold mb-1">{step.title}</h3>
                <p className="mb-1 text-body-secondary">{step.description}</p>
                {!step.isDone && (
                  <Link to={step.to} className="fw-semibold">
                    {step.linkLabel}
                  </Link>
                )}
              </div>
              <StatusBadge tone={step.isDone ? 'done' : 'notStarted'} className="rounded-pill">
                {step.isDone ? (
                  <>
                    <Icon name="success" /> Done
                  </>
                ) : (
                  'To do'
                )}
              </StatusBadge>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
