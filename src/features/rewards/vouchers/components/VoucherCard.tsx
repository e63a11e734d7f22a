import { Icon } from '@/components/icons/Icon';
import { formatDate } from '@/domain/format/date';
import { formatMoney } from '@/domain/format/money';
import { expiryWarning, type BookerVoucher } from '@/domain/rewards/vouchers';
import { StatusBadge } from '@/components/states/StatusBadge';

export type CopyOutcome = 'copied' | 'refused';

interface VoucherCardProps {
  voucher: BookerVoucher;
  today: Date;
  /** What happened the last time this voucher's code was copied. */
  outcome?: CopyOutcome;
  onCopy: (voucher: BookerVoucher) => void;
}

/** An available voucher: its value, its code to give at the till (one button copies it), and its dates. */
export function VoucherCard({ voucher, today, outcome, onCopy }: VoucherCardProps) {
  const codeId = `voucher-code-${voucher.id}`;
  const headingId = `voucher-heading-${voucher.id}`;
  const warning = expiryWarning(voucher, today);
  return (
    <section className="card h-100 shadow-sm" aria-labelledby={headingId}>
      <div className="card-body">
        <div className="d-flex flex-wrap align-items-start gap-2 mb-2">
          <h3 id={headingId} className="h5 mb-0 me-auto">
            {formatMoney(voucher.value)} voucher
          </h3>
          <StatusBadge tone="done">Available</StatusBadge>
        </div>
        <p className="small text-body-secondary mb-3">{voucher.description}</p>
        <p className="mb-1 small">Code</p>
        <div className="d-flex flex-wrap align-items-center gap-2 mb-2">
          <code id={codeId} className="fs-4 text-body bg-body-tertiary border rounded px-2 py-1" style={{ userSelect: 'all' }}>
            {voucher.code}
          </code>
          <button type="button" className="btn btn-outline-primary" aria-describedby={codeId} onClick={() => onCopy(voucher)}>
            {outcome === 'copied' ? (
              <>
                <Icon name="success" /> Copied
              </>
            ) : (
              'Copy code'
            )}
          </button>
        </div>
        {outcome === 'refused' && (
          <p className="small text-danger-emphasis mb-2">
            Your browser did not let us copy the code. Select the code and copy it yourself, or read it out at the till.
          </p>
        )}
        <dl className="row small mb-0">
          <dt className="col-5 fw-normal">Issued</dt>
          <dd className="col-7 mb-1">{formatDate(voucher.issuedOn)}</dd>
          <dt className="col-5 fw-normal">Use by</dt>
          <dd className="col-7 mb-0">
            {formatDate(voucher.expiresOn)}
            {warning && <StatusBadge tone="attention" className="ms-2">{warning}</StatusBadge>}
          </dd>
        </dl>
      </div>
    </section>
  );
}
