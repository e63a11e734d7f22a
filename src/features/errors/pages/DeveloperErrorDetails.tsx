import { useConfig } from '@/config/ConfigContext';

const PRODUCTION = 'production';

function describeError(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}

/** The error's message for developers; members in production never see it (it may name internals). */
export function DeveloperErrorDetails({ error }: { error?: unknown }) {
  const { environment } = useConfig();
  if (error === undefined || error === null || environment === PRODUCTION) return null;
  return (
    <details className="text-start mt-3">
      <summary>Technical details (not shown in production)</summary>
      <pre className="small text-wrap bg-body-secondary rounded p-2 mt-2 mb-0">{describeError(error)}</pre>
    </details>
  );
}
