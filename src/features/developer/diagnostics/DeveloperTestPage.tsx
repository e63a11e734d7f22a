import { ConfigurationSection } from './ConfigurationSection';
import { DiagnosticsSection } from './DiagnosticsSection';
import { MemberSessionSection } from './MemberSessionSection';
import { PermissionsSection } from './PermissionsSection';
import { RenderCrashButton } from './RenderCrashButton';
import { SignedInUserSection } from './SignedInUserSection';

/** /test: what the portal is running with, for developers. Secrets are never shown. */
export function DeveloperTestPage() {
  return (
    <div className="row">
      <div className="col-xl-7">
        <ConfigurationSection />
      </div>
      <div className="col-xl-5">
        <SignedInUserSection />
        <MemberSessionSection />
        <PermissionsSection />
        <DiagnosticsSection title="Error boundary">
          <p>The portal should show its unknown-error page instead of this screen.</p>
          <RenderCrashButton />
        </DiagnosticsSection>
      </div>
    </div>
  );
}
