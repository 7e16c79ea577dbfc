// Guards a route: unauthenticated users get the blocking sign-in page, users without the route's
// permission the blocking "not authorised" page.
import type { ReactNode } from 'react';
import { useAuth } from '../auth/use-auth.ts';
import { SignInPage } from '../auth/SignInPage.tsx';
import { canOpen, type Access } from './access.ts';
import { UnauthorisedPage } from './BlockingPages.tsx';

export function Gate({ access, children }: { access: Access; children: ReactNode }) {
  const { status, grantee } = useAuth();
  if (status === 'restoring' || !grantee) return <SignInPage />;
  if (!canOpen(grantee, access)) return <UnauthorisedPage />;
  return children;
}
