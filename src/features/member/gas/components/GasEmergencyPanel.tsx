import { useId } from 'react';
import { phoneHref } from '@/components/contact/PhoneLink';
import { GAS_EMERGENCY_NUMBER } from '@/domain/gas/gasSafety';

/** DOMAIN-NOTES §4: the Gas Safe Register, and how people check an engineer on it. */
const GAS_SAFE_REGISTER_URL = 'https://www.gassaferegister.co.uk';
const GAS_SAFE_REGISTER_PHONE = '0800 408 5500';

/**
 * Always on the gas page, whatever else happens on it: what to do if you smell gas, and how to check that
 * an engineer may work on gas.
 */
export function GasEmergencyPanel() {
  const emergencyId = useId();
  const checkId = useId();
  return (
    <div className="row g-3 mb-4">
      <div className="col-lg-6">
        <section className="alert alert-danger h-100 mb-0" aria-labelledby={emergencyId}>
          <h2 id={emergencyId} className="h5 alert-heading">
            If you smell gas
          </h2>
          <p>
            Call the National Gas Emergency Service free, day or night, on{' '}
            <a href={phoneHref(GAS_EMERGENCY_NUMBER)} className="alert-link text-nowrap">
              {GAS_EMERGENCY_NUMBER}
            </a>
            .
          </p>
          <ul className="mb-2">
            <li>Turn off the gas at the meter or emergency control valve, if you can do so safely.</li>
            <li>Open doors and windows. Do not use light switches, naked flames or anything that could make a spark.</li>
            <li>Get everyone out of the building.</li>
          </ul>
          <p className="mb-0">For LPG, call your LPG supplier&apos;s emergency number, shown on the tank or cylinders.</p>
        </section>
      </div>
      <div className="col-lg-6">
        <section className="alert alert-info h-100 mb-0" aria-labelledby={checkId}>
          <h2 id={checkId} className="h5 alert-heading">
            Check your engineer is Gas Safe registered
          </h2>
          <p>
            Only a Gas Safe registered engineer may work on gas appliances. Ask to see their Gas Safe ID card: check the
            photo, the licence number, and that the back lists commercial catering.
          </p>
          <p className="mb-0">
            Check the licence number on the{' '}
            <a href={GAS_SAFE_REGISTER_URL} className="alert-link">
              Gas Safe Register website
            </a>{' '}
            or call the Gas Safe Register free on{' '}
            <a href={phoneHref(GAS_SAFE_REGISTER_PHONE)} className="alert-link text-nowrap">
              {GAS_SAFE_REGISTER_PHONE}
            </a>
            .
          </p>
        </section>
      </div>
    </div>
  );
}
