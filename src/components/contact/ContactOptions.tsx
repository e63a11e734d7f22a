import type { AppConfig } from '@/config/config';
import { useConfig } from '@/config/ConfigContext';
import { PhoneLink } from './PhoneLink';

export const hasContactOptions = ({ links, officePhone, callbackUrl }: AppConfig) =>
  Boolean(links.contactUs || officePhone || callbackUrl);

export interface ContactOptionsProps {
  primaryClassName?: string;
  secondaryClassName?: string;
}

/**
 * Every configured way to reach the association: the contact page (same tab, like every external
 * link), the office phone and a callback request. Those not configured are left out.
 */
export function ContactOptions({ primaryClassName = 'btn btn-primary', secondaryClassName = 'btn btn-outline-primary' }: ContactOptionsProps) {
  const { links, officePhone, callbackUrl } = useConfig();
  return (
    <>
      {links.contactUs && (
        <a href={links.contactUs} className={primaryClassName}>
          Contact us
        </a>
      )}
      {officePhone && <PhoneLink phone={officePhone} className={secondaryClassName} />}
      {callbackUrl && (
        <a href={callbackUrl} className={secondaryClassName}>
          Request a callback
        </a>
      )}
    </>
  );
}
