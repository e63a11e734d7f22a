import { Link } from 'react-router';
import { traineeFilterParams, type TraineeFilters } from '@/domain/training/trainingFilters';

const VIEWS = [
  { view: 'list', label: 'List' },
  { view: 'matrix', label: 'Training matrix' },
] as const;

/** The list and the matrix are two views of the same trainees: links, so each view has its own address. */
export function TraineeViewSwitch({ filters }: { filters: TraineeFilters }) {
  return (
    <nav aria-label="Trainee views" className="d-print-none">
      <ul className="nav nav-tabs">
        {VIEWS.map(({ view, label }) => {
          const isCurrent = filters.view === view;
          const search = new URLSearchParams(traineeFilterParams({ ...filters, view })).toString();
          return (
            <li key={view} className="nav-item">
              <Link to={{ search: search ? `?${search}` : '' }} className={isCurrent ? 'nav-link active' : 'nav-link'} aria-current={isCurrent ? 'page' : undefined} replace>
                {label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
