import { Icon } from '../icons/Icon';

export interface ErrorStateProps {
  title?: string;
  message: string;
  /** Offers a "Try again" button when given. */
  onRetry?: () => void;
}

/** A page or panel whose data could not be loaded. */
export function ErrorState({ title = 'Something went wrong', message, onRetry }: ErrorStateProps) {
  return (
    <div className="py-5 text-center" role="alert">
      <div className="text-danger fs-1 mb-2">
        <Icon name="warning" />
      </div>
      <h2 className="h4">{title}</h2>
      <p className="mb-3">{message}</p>
      {onRetry && (
        <button type="button" className="btn btn-primary" onClick={onRetry}>
          Try again
        </button>
      )}
    </div>
  );
}
