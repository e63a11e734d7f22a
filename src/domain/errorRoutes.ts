/** The error routes of spec §2 / DESIGN.md §5b, where redirects land. */
export const ERROR_PATHS = {
  notFound: '/error/404',
  serverError: '/error/500',
  unauthorised: '/errors/401',
  unknown: '/error/unknown',
  contactUs: '/error/contactus',
  badPermissions: '/error/bad-permissions',
  loginIssue: '/error/loginissue',
  membership: '/errors/Membership',
} as const;

export type LoadFailureTarget = { kind: 'sign-in' } | { kind: 'route'; path: string };

/** Spec §2 "Redirects after failed data loads": 401 signs in again, 404 / 500 / anything else to its page. */
export function loadFailureTarget(status: number | undefined): LoadFailureTarget {
  switch (status) {
    case 401:
      return { kind: 'sign-in' };
    case 404:
      return { kind: 'route', path: ERROR_PATHS.notFound };
    case 500:
      return { kind: 'route', path: ERROR_PATHS.serverError };
    default:
      return { kind: 'route', path: ERROR_PATHS.unknown };
  }
}
