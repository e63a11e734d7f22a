import { BACS_CHECK_TITLES, type BacsCheck } from '@/domain/bacs/bacsChecks';
import { Icon } from '@/components/icons/Icon';

/** The checks a finance user makes before releasing a file, as the API ran them: each passed or not, and what was found. */
export function BacsChecksList({ checks }: { checks: readonly BacsCheck[] }) {
  return (
    <ul className="list-group mb-3" aria-label="Checks">
      {checks.map((check) => (
        <li key={check.id} className="list-group-item d-flex gap-2">
          <span className={check.passed ? 'text-success' : 'text-danger'} aria-hidden="true">
            <Icon name={check.passed ? 'success' : 'error'} />
          </span>
          <div>
            <div className="fw-semibold">
              {BACS_CHECK_TITLES[check.id]}: <span className={check.passed ? 'text-success' : 'text-danger'}>{check.passed ? 'passed' : 'failed'}</span>
            </div>
            <div className="small">{check.summary}</div>
          </div>
        </li>
      ))}
    </ul>
  );
}
