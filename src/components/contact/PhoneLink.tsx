/** A tel: address for a number as people write it ("0161 496 0000"). */
export const phoneHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** Dials the number on phones; shows it in full everywhere else. */
export function PhoneLink({ phone, className }: { phone: string; className?: string }) {
  return (
    <a href={phoneHref(phone)} className={className}>
      Call us on {phone}
    </a>
  );
}
