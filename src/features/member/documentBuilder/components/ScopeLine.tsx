import { WHOLE_BUSINESS } from '@/domain/documents/riskAssessmentMatrix';
import type { TradingUnit } from '@/domain/units/tradingUnit';
import { unitAddress } from '@/domain/units/unitPremises';

/** Whom a document is for: a unit (with its address) or the whole business. */
export function ScopeLine({ unit, businessName }: { unit?: TradingUnit; businessName: string }) {
  return (
    <p className="text-body-secondary mb-2">
      {unit ? (
        <>
          For <strong className="text-body">{unit.name}</strong>, {unitAddress(unit)}
        </>
      ) : (
        <>
          For <strong className="text-body">{WHOLE_BUSINESS.toLowerCase()}</strong>
          {businessName ? `: ${businessName}` : ''}
        </>
      )}
    </p>
  );
}
