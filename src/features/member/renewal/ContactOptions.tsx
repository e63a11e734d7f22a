import { useConfig } from '../../../config/ConfigContext';

/** The configured ways to reach the association about renewing; any that are not configured are left out. */
export function ContactOptions() {
  const { links, officePhone, callbackUrl } = useConfig();
  return (
    <>
      {links.contactUs && (
        <a href={links.contactUs} className="btn btn-primary">
          Contact us
        </a>
      )}
      {officePhone && (
        <a href={`tel:${officePhone.replace(/[^\d+]/g, '')}`} className="btn btn-outline-primary">
          Call us on {officePhone}
        </a>
      )}
      {callbackUrl && (
        <a href={callbackUrl} className="btn btn-outline-primary">
          Request a callback
        </a>
      )}
    </>
  );
}
