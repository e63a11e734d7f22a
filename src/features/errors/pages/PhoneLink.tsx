/** Dials the number on phones; shows it in full everywhere else. */
export function PhoneLink({ phone, className }: { phone: string; className: string }) {
  return (
    <a href={`tel:${phone.replace(/[^\d+]/g, '')}`} className={className}>
      Call us on {phone}
    </a>
  );
}
