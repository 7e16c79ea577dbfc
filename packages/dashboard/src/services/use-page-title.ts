import { useEffect } from 'react';
import { PRODUCT_NAME } from './runtime.ts';

/** Page title is "{section} - Event Dashboard" (admin spec §2). */
export function usePageTitle(section: string) {
  useEffect(() => {
    document.title = section ? `${section} - ${PRODUCT_NAME}` : PRODUCT_NAME;
  }, [section]);
}
