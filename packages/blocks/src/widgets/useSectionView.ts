// Section view tracking (visitor spec §7): a section counts as viewed when it first scrolls into view;
// the tracker itself keeps it to once per section name per page view.
import { useEffect, type RefObject } from 'react';
import type { Tracker } from '../tracking/tracker.ts';

export function useSectionView(
  ref: RefObject<Element | null>,
  section: string,
  tracker: Tracker | undefined,
): void {
  useEffect(() => {
    const element = ref.current;
    if (!tracker || !element) return undefined;
    if (typeof IntersectionObserver === 'undefined') {
      tracker.sectionView(section);
      return undefined;
    }
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        tracker.sectionView(section);
        observer.disconnect();
      }
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, section, tracker]);
}
