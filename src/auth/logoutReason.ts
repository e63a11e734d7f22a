/** `/account/logout?reason=idle`: signed out for inactivity (src/auth/IdleSignOut.tsx), keeping the person's drafts. */
export const IDLE_LOGOUT_REASON = 'idle';
