import { Suspense, type ReactNode } from 'react';
import { ScreenErrorBoundary } from '../access/BlockingPages.tsx';
import { RouteProgress } from '../shell/RouteProgress.tsx';

/** A screen without sidebar or top bar. */
export function Bare({ children }: { children: ReactNode }) {
  return (
    <ScreenErrorBoundary>
      <Suspense fallback={<RouteProgress />}>{children}</Suspense>
    </ScreenErrorBoundary>
  );
}
