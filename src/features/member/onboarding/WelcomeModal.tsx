import { Link } from 'react-router';
import { Icon } from '@/components/icons/Icon';
import type { IconName } from '@/components/icons/iconNames';
import { InformationModal } from '@/components/modals/InformationModal';
import { pathTo } from '@/config/paths';

export interface WelcomeModalProps {
  isOpen: boolean;
  /** Close, Escape, or following one of the links: this sign-in has had its welcome. */
  onClose: () => void;
  onDontShowAgain: () => void;
}

interface Recommendation {
  title: string;
  description: string;
  linkLabel: string;
  to: string;
  icon: IconName;
}

/** Spec §2: three areas to start with; two links lead to documents screens, one to rewards. */
const RECOMMENDATIONS: readonly Recommendation[] = [
  {
    title: 'Create your risk assessments',
    description: 'Work through the risk assessments for your premises, so you are ready for an inspection.',
    linkLabel: 'Go to risk assessments',
    to: pathTo('riskAssessments'),
    icon: 'premises',
  },
  {
    title: 'Sign up to rewards',
    description: 'Earn cashback on what you already buy from our supplier partners.',
    linkLabel: 'Go to rewards',
    to: pathTo('rewardsHome'),
    icon: 'rewards',
  },
  {
    title: 'Upload your documents',
    description: 'Keep your company documents together in one safe place.',
    linkLabel: 'Go to documents',
    to: pathTo('companyDocuments'),
    icon: 'documents',
  },
];

/** The first-time greeting on the dashboard (spec §2 "Welcome modal"). */
export function WelcomeModal({ isOpen, onClose, onDontShowAgain }: WelcomeModalProps) {
  return (
    <InformationModal
      isOpen={isOpen}
      title="Welcome to your dashboard!"
      onClose={onClose}
      size="lg"
      footer={
        <button type="button" className="btn btn-link text-decoration-none me-auto" onClick={onDontShowAgain}>
          Don't show again
        </button>
      }
    >
      <p>This is your members' portal. We recommend starting with these three things:</p>
      <ul className="list-unstyled mb-0">
        {RECOMMENDATIONS.map((item) => (
          <li key={item.to} className="d-flex gap-3 border rounded p-3 mb-2">
            <span className="fs-3 text-primary lh-1">
              <Icon name={item.icon} />
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
