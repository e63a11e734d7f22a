import { ContactUsLink } from './ContactUsLink';
import { ErrorPageLayout } from './ErrorPageLayout';
import { HomeLink } from './HomeLink';

/** A member in good standing sent here by a documents route's permissionsRedirect (spec §4). */
export function MembershipAreaNotIncludedPage() {
  return (
    <ErrorPageLayout
      title="Not included in your membership"
      actions={
        <>
          <ContactUsLink label="Contact us" variant="primary" />
          <HomeLink variant="secondary" />
        </>
      }
    >
      <p className="mb-0">
        Your membership does not include this area of the portal. To find out how to add it, please contact your
        account manager.
      </p>
    </ErrorPageLayout>
  );
}
