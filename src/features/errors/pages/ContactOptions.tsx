import { useConfig } from '../../../config/ConfigContext';
import { buttonClass } from './buttonClass';
import { PhoneLink } from './PhoneLink';

/** Every configured way to reach the association: contact page, office phone, callback request. */
export function ContactOptions() {
  const { links, officePhone, callbackUrl } = useConfig();
  return (
    <>
      {links.contactUs && (
        <a href={links.contactUs} className={buttonClass('primary')}>
          Contact us
        </a>
      )}
      {officePhone && <PhoneLink phone={officePhone} className={buttonClass('secondary')} />}
      {callbackUrl && (
        <a href={callbackUrl} className={buttonClass('secondary')}>
          Request a callback
        </a>
      )}
    </>
  );
}
