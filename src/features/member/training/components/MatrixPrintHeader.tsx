import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '@/api/ApiClientContext';
import { getAccountDetailsQueryOptions } from '@/api/get-account-details';
import { formatDate } from '@/domain/format/date';
import { isOpenUnit, type TradingUnit } from '@/domain/units/tradingUnit';
import { unitAddress } from '@/domain/units/unitPremises';

interface MatrixPrintHeaderProps {
  membershipNumber: string;
  /** The units the printed matrix covers, in the order the member keeps them. */
  units: TradingUnit[];
  today: Date;
}

/**
 * What places a printed matrix for an inspector: whose business, which premises, who answers for the
 * records and when it was printed. Paper only: on screen the page around the matrix says all this. The
 * account details are optional here (the loader asks for them first): until they arrive, or if they
 * cannot be read, the membership number alone names the business, as it did before.
 */
export function MatrixPrintHeader({ membershipNumber, units, today }: MatrixPrintHeaderProps) {
  const { data: details } = useQuery(getAccountDetailsQueryOptions(useApiClient(), membershipNumber));
  return (
    <div className="training-matrix-print-header d-none d-print-block mb-3">
      <p className="training-matrix-print-header__business mb-1">{details ? details.tradingName : `Membership ${membershipNumber}`}</p>
      <dl className="training-matrix-print-header__facts mb-0">
        <div>
          <dt>Membership number</dt>
          <dd>{membershipNumber}</dd>
        </div>
        {details && (
          <div>
            {/* The account's main contact: the person the association holds to answer for the business. */}
            <dt>Person responsible</dt>
            <dd>{details.mainContact.name}</dd>
          </div>
        )}
        <div>
          <dt>Printed on</dt>
          <dd>{formatDate(today)}</dd>
        </div>
        <div className="training-matrix-print-header__units">
          <dt>{units.length === 1 ? 'Unit' : 'Units'}</dt>
          {units.map((unit) => (
            <dd key={unit.id}>
              {unit.name}, {unitAddress(unit)}
              {isOpenUnit(unit) ? '' : ' (closed)'}
            </dd>
          ))}
        </div>
      </dl>
    </div>
  );
}
