import { StatusBadge } from '@/components/states/StatusBadge';
import { formatDate } from '@/domain/format/date';
import { formatMoney } from '@/domain/format/money';
import { voucherStatus, type BookerVoucher } from '@/domain/rewards/vouchers';
import { TableFrame } from '@/components/lists/TableFrame';

/** Used and expired vouchers: kept for reference, out of the way of the ones that can still be used. */
export function PastVouchersTable({ vouchers, today, id }: { vouchers: readonly BookerVoucher[]; today: Date; id: string }) {
  return (
    <TableFrame caption="Your used and expired Booker vouchers, most recent first" className="" id={id}>
      <thead>
        <tr>
          <th scope="col">Code</th>
          <th scope="col" className="text-end">
            Value
          </th>
          <th scope="col">Issued</th>
          <th scope="col">Use by</th>
          <th scope="col">Status</th>
        </tr>
      </thead>
      <tbody>
        {vouchers.map((voucher) => {
          const status = voucherStatus(voucher, today);
          return (
            <tr key={voucher.id}>
              <th scope="row" className="fw-normal">
                <code className="text-body">{voucher.code}</code>
                <div className="small text-body-secondary">{voucher.description}</div>
              </th>
              <td className="text-end larder-numeric">{formatMoney(voucher.value)}</td>
              <td>{formatDate(voucher.issuedOn)}</td>
              <td>{formatDate(voucher.expiresOn)}</td>
              <td>
                <StatusBadge tone={status === 'Used' ? 'ended' : 'notStarted'}>{status}</StatusBadge>
                {status === 'Used' && voucher.usedOn && <span className="d-block small"> on {formatDate(voucher.usedOn)}</span>}
              </td>
            </tr>
          );
        })}
      </tbody>
    </TableFrame>
  );
}
