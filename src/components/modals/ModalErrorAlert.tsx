import { Alert } from 'reactstrap';

interface ModalErrorAlertProps {
  message: string;
  onDismiss: () => void;
}

/** Spec §8 "Modal actions": a dismissible red alert. Its button is not named "Close": that is the modal's. */
export function ModalErrorAlert({ message, onDismiss }: ModalErrorAlertProps) {
  return (
    <Alert color="danger" isOpen toggle={onDismiss} closeAriaLabel="Dismiss error" fade={false} className="mt-3 mb-0">
      {message}
    </Alert>
  );
}
