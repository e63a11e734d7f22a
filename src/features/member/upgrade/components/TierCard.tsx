import { useId } from 'react';
import type { MembershipTierOffer, UpgradeQuote } from '@/domain/account/upgrade';
import { formatMoney } from '@/domain/format/money';
import { tierLabel } from '@/domain/membershipTiers';

export interface TierCardProps {
  offer: MembershipTierOffer;
  isCurrent: boolean;
  isLower: boolean;
  quote?: UpgradeQuote;
  /** Absent when this tier cannot be chosen online now (current, lower, or card payments unavailable). */
  onChoose?: () => void;
}

/** One tier: its yearly price, what it includes, and whether it is the member's, below it, or an upgrade. */
export function TierCard({ offer, isCurrent, isLower, quote, onChoose }: TierCardProps) {
  const headingId = useId();
  const name = tierLabel(offer.tier);
  return (
    <section className={`card h-100 shadow-sm${isCurrent ? ' border-primary border-2' : ''}`} aria-labelledby={headingId}>
      <div className="card-body d-flex flex-column">
        <div className="d-flex align-items-start gap-2 mb-2">
          <h2 id={headingId} className="h5 mb-0 me-auto">
            {name}
          </h2>
          {isCurrent && <span className="badge text-bg-primary">Your tier</span>}
        </div>
        <p className="mb-3">
          <span className="d-block fs-3 lh-sm">{formatMoney(offer.pricePerYear)}</span>{' '}
          <span className="small text-body-secondary">a year, including VAT</span>
        </p>
        <ul className="mb-3 ps-3">
          {offer.benefits.map((benefit) => (
            <li key={benefit}>{benefit}</li>
          ))}
        </ul>
        <div className="mt-auto">
          {isCurrent && <p className="mb-0 text-body-secondary">This is the tier you are on.</p>}
          {isLower && <p className="mb-0 text-body-secondary">Included in your tier.</p>}
          {quote && (
            <>
              <p className="mb-2">
                <span className="fw-semibold">{formatMoney(quote.price)}</span> to upgrade now, for the rest of this membership
                year.
              </p>
              {onChoose && (
                <button type="button" className="btn btn-primary w-100" onClick={onChoose}>
                  Upgrade to {name}
                </button>
              )}
            </>
          )}
        </div>
      </div>
    </section>
  );
}
