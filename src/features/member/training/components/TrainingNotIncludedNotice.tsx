import { Link } from 'react-router';
import { EmptyState } from '@/components/states/EmptyState';
import { useConfig } from '@/config/ConfigContext';
import { pathTo } from '@/config/paths';

/** A member whose membership does not include training records (the training permission) on a page that lists them. */
export function TrainingNotIncludedNotice() {
  const { links } = useConfig();
  return (
    <EmptyState
      icon="training"
      title="Training records are not included in your membership"
      message="Your membership does not include keeping your staff's training records here. To add it, please contact your account manager."
      action={
        <div className="d-flex flex-wrap justify-content-center gap-2">
          <Link to={pathTo('courses')} className="btn btn-outline-primary">
            See the courses
          </Link>
          {links.contactUs && (
            <a href={links.contactUs} className="btn btn-outline-primary">
              Contact us
            </a>
          )}
        </div>
      }
    />
  );
}
