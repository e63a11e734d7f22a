import { StatusBadge } from '@/components/states/StatusBadge';
import { paymentStatusInfo } from '@/domain/paymentStatus';

/** A §3 payment status as a badge whose colour says whether anything needs doing; with its meaning when asked. */
export function PaymentStatusBadge({ status, explain = false }: { status: string; explain?: boolean }) {
  const info = paymentStatusInfo(status);
  return (
    <>
      <StatusBadge tone={info.tone}>{info.label}</StatusBadge>
      {explain && <p className="small mb-0 mt-1">{info.explanation}</p>}
    </>
  );
}
