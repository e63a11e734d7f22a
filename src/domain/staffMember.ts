/** A member of staff as the API names them in what they did (staff have no membership number). */
export interface StaffMember {
  /** Their user id at the identity provider. */
  id: string;
  name: string;
}
