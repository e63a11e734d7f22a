import { useConfig } from '../../../config/ConfigContext';

/** The configured ways to reach the association; any that are not configured are left out. */
export function ContactLinks() {
  const { links, officePhone, callbackUrl } = useConfig();
  if (!links.contactUs && !officePhone && !callbackUrl) return null;
  return (
    <div className="d-flex flex-wrap gap-2">
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
    </div>
  );
}
