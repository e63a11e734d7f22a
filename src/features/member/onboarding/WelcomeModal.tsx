import { Link } from 'react-router';
import { Icon } from '@/components/icons/Icon';
import type { IconName } from '@/components/icons/iconNames';
import { InformationModal } from '@/components/modals/InformationModal';
import { FIRST_STEPS, type FirstStepId } from '@/config/firstSteps';

export interface WelcomeModalProps {
  isOpen: boolean;
  /** Close, Escape, or following one of the links: this sign-in has had its welcome. */
  onClose: () => void;
  onDontShowAgain: () => void;
  /** The welcome has left the screen (its closing fade finished): the next prompt may follow. */
  onClosed?: () => void;
}

// The steps themselves are shared with the dashboard's "Get started" checklist; the icons are the welcome's own.
const ICONS: Record<FirstStepId, IconName> = { 'risk-assessments': 'premises', rewards: 'rewards', documents: 'documents' };

/** The first-time greeting on the dashboard (spec §2 "Welcome modal"). */
export function WelcomeModal({ isOpen, onClose, onDontShowAgain, onClosed }: WelcomeModalProps) {
  return (
    <InformationModal
      isOpen={isOpen}
      title="Welcome to your dashboard!"
      onClose={onClose}
      onClosed={onClosed}
      size="lg"
      footer={
        <button type="button" className="btn btn-link text-decoration-none me-auto" onClick={onDontShowAgain}>
          Don't show again
        </button>
      }
    >
      <p>This is your members' portal. We recommend starting with these three things:</p>
      <ul className="list-unstyled mb-0">
        {FIRST_STEPS.map((item) => (
          <li key={item.to} className="d-flex gap-3 border rounded p-3 mb-2">
            <span className="fs-3 text-primary lh-1">
              <Icon name={ICONS[item.id]} />
            </span>
            <div>
              <h3 className="h6 fw-semibold mb-1">{item.title}</h3>
              <p className="mb-2 text-body-secondary">{item.description}</p>
              <Link to={item.to} onClick={onClose} className="fw-semibold">
                {item.linkLabel}
              </Link>
            </div>
          </li>
        ))}
      </ul>
    </InformationModal>
  );
}
