import { PERMISSION_AREAS } from '@/domain/permissions';
import { useMemberSession } from '@/session/MemberSessionContext';
import { DiagnosticsSection } from './DiagnosticsSection';

export function PermissionsSection() {
  const { permissions, permissionsState } = useMemberSession();
  const rows = [
    { name: 'load state', value: permissionsState },
    ...PERMISSION_AREAS.map((area) => ({ name: area, value: permissions[area] })),
  ];
  return <DiagnosticsSection title="Permissions" rows={rows} />;
}
