// TEST DOUBLE support, never shipped: the seam between the API simulator and the sign-in stand-in. The
// sign-in service keeps each user's account status (in Auth0, the user's app_metadata, which the tenant's
// Action copies into the `{product}AccountStatus` claim); the association's backend updates it through the
// service's management API when something it does changes the status (an online renewal, a suspension paid
// off). From then on every token the sign-in stand-in issues, a silent refresh's included, carries it.

export interface SignInUserStatuses {
  /** The backend's update (Auth0: `PATCH /api/v2/users/{id}` with `app_metadata.accountStatus`). */
  update(membershipNumber: string, accountStatus: string): void;
  /** What the sign-in service now holds for the membership's user, if the backend has changed it. */
  statusOf(membershipNumber: string): string | undefined;
}

/** One in-process store of the updates, shared by the simulator that writes and the sign-in stand-in that reads. */
export function createSignInUserStatuses(): SignInUserStatuses & { clear(): void } {
  const statuses = new Map<string, string>();
  return {
    update: (membershipNumber, accountStatus) => void statuses.set(membershipNumber, accountStatus),
    statusOf: (membershipNumber) => statuses.get(membershipNumber),
    clear: () => statuses.clear(),
  };
}
