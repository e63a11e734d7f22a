import { useAuth } from '@/auth/AuthContext';
import type { SignedInUser } from '@/domain/user';
import { diagnosticValue } from './diagnosticValue';
import { DiagnosticsSection } from './DiagnosticsSection';

// Listed rather than read off the object, so a claim that is missing shows as "(not set)".
const CLAIMS: readonly (keyof SignedInUser)[] = [
  'id',
  'name',
  'email',
  'roles',
  'membershipNumber',
  'accountId',
  'accountStatus',
  'memberType',
];

export function SignedInUserSection() {
  const { isAuthenticated, user } = useAuth();
  const rows = [
    { name: 'signed in', value: String(isAuthenticated) },
    ...CLAIMS.map((claim) => ({ name: claim, value: diagnosticValue(user[claim]) })),
  ];
  return <DiagnosticsSection title="Signed-in user's claims" rows={rows} />;
}
