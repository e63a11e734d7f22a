import { ErrorPageLayout } from './ErrorPageLayout';
import { HomeLink } from './HomeLink';

/** /errors/401: where routes the user's roles don't allow land (spec §4 "Route authorisation"). */
export function UnauthorisedPage() {
  return (
    <ErrorPageLayout statusCode={401} title="Page not available" actions={<HomeLink variant="primary" />}>
      <p>This page isn't available to the account you're signed in with.</p>
      <p className="mb-0">If you have another account that should have access, log out and sign in with that one.</p>
    </ErrorPageLayout>
  );
}
