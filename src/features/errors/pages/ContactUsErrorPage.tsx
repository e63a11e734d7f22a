import { ContactOptions, hasContactOptions } from '@/components/contact/ContactOptions';
import { useConfig } from '@/config/ConfigContext';
import { buttonClass } from './buttonClass';
import { ErrorPageLayout } from './ErrorPageLayout';
import { HomeLink } from './HomeLink';

/** /error/contactus: when the portal can't help and a person has to. Every error page's Contact us can lead here. */
export function ContactUsErrorPage() {
  const hasOptions = hasContactOptions(useConfig());
  return (
    <ErrorPageLayout
      title="Please contact us"
      actions={
        <>
          <ContactOptions primaryClassName={buttonClass('primary')} secondaryClassName={buttonClass('secondary')} />
          <HomeLink variant={hasOptions ? 'secondary' : 'primary'} />
        </>
      }
    >
      {hasOptions ? (
        <p className="mb-0">
          We need to speak to you before you can carry on. Please get in touch using one of the options below and we'll
          help you.
        </p>
      ) : (
        <>
          <p>We need to speak to you before you can carry on.</p>
          <p className="mb-0">
            Please get in touch with your account manager, or reply to any email you have had from us, and we'll help you.
            Our phone number is also on your membership certificate and on every invoice we send.
          </p>
        </>
      )}
    </ErrorPageLayout>
  );
}
