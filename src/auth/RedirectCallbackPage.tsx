import { Navigate } from 'react-router';
import { LoadingState } from '@/components/states/LoadingState';
import { ERROR_PATHS } from '@/domain/errorRoutes';
import { useAuth } from './AuthContext';

/** /redirect: the identity provider sends people back here; they continue to the page they first asked for. */
export function RedirectCallbackPage() {
  const { isLoading, error, returnTo } = useAuth();
  if (isLoading) return <LoadingState label="Signing you in…" />;
  if (error) return <Navigate to={ERROR_PATHS.loginIssue} replace />;
  return <Navigate to={returnTo ?? '/'} replace />;
}
