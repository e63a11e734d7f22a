import { useId } from 'react';
import { ContactLinks } from './ContactLinks';

/** Someone signed in whose sign-in carries no membership and no role that acts for members. */
export function NoMembershipNotice() {
  const headingId = useId();
  return (
    <section className="card shadow-sm" aria-labelledby={headingId}>
      <div className="card-body p-4">
        <h2 id={headingId} className="h5 card-title mb-3">
          No membership is linked to your sign-in
        </h2>
        <p>You are signed in, but there is no membership attached to your sign-in, so there is nothing to show here.</p>
        <p>If you are a member, or think this is a mistake, please get in touch and we will put it right.</p>
        <ContactLinks />
      </div>
    </section>
  );
}
