import { useMemberSession } from '@/session/MemberSessionContext';
import { diagnosticValue } from './diagnosticValue';
import { DiagnosticsSection } from './DiagnosticsSection';

/** Whose data the portal is showing (impersonation) and how far start-up got. */
export function MemberSessionSection() {
  const { acting, plan, startupState } = useMemberSession();
  const rows = [
    { name: 'impersonating', value: String(acting.isImpersonating) },
    { name: 'acting membership number', value: diagnosticValue(acting.membershipNumber) },
    { name: 'acting account id', value: diagnosticValue(acting.accountId) },
    { name: 'start-up plan', value: plan.kind },
    { name: 'start-up state', value: startupState },
  ];
  return <DiagnosticsSection title="Impersonation and start-up" rows={rows} />;
}
