/** The path prefix of every Calor call about one member. */
export const calorMemberPath = (membershipNumber: string) => `/calor/members/${encodeURIComponent(membershipNumber)}`;
