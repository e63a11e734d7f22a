/**
 * Who staff have just stopped acting for, carried in the navigation state from the banner's "Stop acting
 * for this member" through "/" to their own home, which says so. The override is cleared only once "/" is
 * on screen (StarterRedirect): cleared on the member's page, that page would render once more for the
 * staff member, whose own permissions its guards refuse, and the error page would win the race home.
 */
export interface StoppedActing {
  membershipNumber: string;
  /** The business's trading name, when its details had loaded. */
  businessName?: string;
}

interface StoppedActingState {
  stoppedActingFor: StoppedActing;
}

export function stoppedActingState(member: StoppedActing): StoppedActingState {
  return { stoppedActingFor: member };
}

/** The member just left, if the navigation that led here came from stopping acting. */
export function readStoppedActing(state: unknown): StoppedActing | undefined {
  if (typeof state !== 'object' || state === null || !('stoppedActingFor' in state)) return undefined;
  const member = (state as StoppedActingState).stoppedActingFor;
  return typeof member?.membershipNumber === 'string' ? member : undefined;
}

/** "The Larder Café (LM100001)", or the number alone when the business's name is not known. */
export function describeMember({ membershipNumber, businessName }: StoppedActing): string {
  return businessName ? `${businessName} (${membershipNumber})` : membershipNumber;
}
