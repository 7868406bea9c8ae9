import { redirect, type LoaderFunctionArgs } from 'react-router';
import { redirectTargetOf, rememberRedirectTarget } from '../api/redirect-memory.ts';
import { isLoggedIn } from '../api/session-store.ts';

/** Route loader for pages that need a login: remember where the visitor was going, then send them to /auth. */
export function requireSession({ request }: LoaderFunctionArgs) {
  if (isLoggedIn()) return null;
  rememberRedirectTarget(redirectTargetOf(request.url));
  throw redirect('/auth');
}
