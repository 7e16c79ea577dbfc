// While the page has unpublished changes, closing or reloading the tab asks first (the browser's own dialog).
import { useEffect } from 'react';

export function useLeaveWarning(unsaved: boolean) {
  useEffect(() => {
    if (!unsaved) return undefined;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the dialog only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [unsaved]);
}
