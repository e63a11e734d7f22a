import { ContactUsLink } from './ContactUsLink';
import { ErrorPageLayout } from './ErrorPageLayout';
import { HomeLink } from './HomeLink';

/** /error/bad-permissions: a page needing a permission area the account lacks (spec §4, §8). */
export function BadPermissionsPage() {
  return (
    <ErrorPageLayout
      title="Oops! You aren't authorised."
      documentTitle="Not authorised"
      actions={
        <>
          <ContactUsLink label="Contact us" variant="primary" />
          <HomeLink variant="secondary" />
        </>
      }
    >
      <p className="mb-0">
        You don't have permission to view this page. Please contact your account manager if you think you should
        have access.
      </p>
    </ErrorPageLayout>
  );
}
