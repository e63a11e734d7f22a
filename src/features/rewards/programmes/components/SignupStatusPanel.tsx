import { Link } from 'react-router';
import { formatDate } from '@/domain/format/date';
import type { SupplierReportedProgramme } from '@/domain/rewards/programmes';
import { statusSince, type ProgrammeSignup } from '@/domain/rewards/signup';
import { describeUnit, type TradingUnit } from '@/domain/units/tradingUnit';
import { PROGRAMME_PATHS } from '@/config/programmePaths';
import { pathTo } from '@/config/paths';
import { SignupHistory } from './SignupHistory';

interface SignupStatusPanelProps {
  programme: SupplierReportedProgramme;
  signup: ProgrammeSignup;
  units: readonly TradingUnit[];
}

/** Where the member's application stands, what it holds, and how it got there. */
export function SignupStatusPanel({ programme, signup, units }: SignupStatusPanelProps) {
  const since = formatDate(statusSince(signup));
  const unitNames = signup.unitIds.map((id) => {
    const unit = units.find((candidate) => candidate.id === id);
    return unit ? describeUnit(unit) : 'A unit no longer listed';
  });
  return (
    <>
      {signup.status === 'Pending' && (
        <div className="alert alert-warning">
          <h3 className="h5 alert-heading">Your application is waiting for approval</h3>
          <p className="mb-0">
            You applied on {since}. We check your account with {programme.supplier} and let you know. There is nothing more for you to do
            for now.
          </p>
        </div>
      )}
      {signup.status === 'Approved' && (
        <div className="alert alert-success">
          <h3 className="h5 alert-heading">You are signed up to {programme.name} cashback</h3>
          <p>
            Approved on {since}. {programme.supplier} now reports your purchases to us each {programme.reportsEvery}.
          </p>
          <Link to={pathTo(PROGRAMME_PATHS[programme.schemeType].deal)} className="btn btn-primary">
            See your cashback
          </Link>
        </div>
      )}
      {signup.status === 'Rejected' && (
        <div className="alert alert-danger">
          <h3 className="h5 alert-heading">Your application was not approved</h3>
          <p>Reason: {signup.rejectionReason ?? 'none was given. Please contact your account manager.'}</p>
          <p className="mb-0">Correct your details below and re-apply.</p>
        </div>
      )}
      <dl className="row mb-3">
        <dt className="col-sm-5">{programme.accountNumber.label}</dt>
        <dd className="col-sm-7">{signup.supplierAccountNumber}</dd>
        <dt className="col-sm-5">Buys for</dt>
        <dd className="col-sm-7">
          <ul className="list-unstyled mb-0">
            {unitNames.map((name, index) => (
              <li key={signup.unitIds[index]}>{name}</li>
            ))}
          </ul>
        </dd>
        <dt className="col-sm-5">Consent to share purchase data</dt>
        <dd className="col-sm-7 mb-0">Given on {formatDate(signup.consentGivenOn)}</dd>
      </dl>
      <SignupHistory history={signup.history} />
    </>
  );
}
