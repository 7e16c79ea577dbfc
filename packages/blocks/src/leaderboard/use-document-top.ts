// The page's top edge of an element, for the window virtualizer.
import { useLayoutEffect, useState } from 'react';

/**
 * The page's top edge of an element, so the window virtualizer knows where the list starts. Measured on
 * mount, on resize and whenever the page's height changes (what is above the list grew or shrank), not
 * after every render: reading the layout on each scroll frame forced one layout per frame.
 */
export function useDocumentTop(ref: React.RefObject<HTMLElement | null>): number {
  const [top, setTop] = useState(0);
  useLayoutEffect(() => {
    const measure = () => {
      const element = ref.current;
      if (element) setTop(Math.round(element.getBoundingClientRect().top + window.scrollY));
    };
    measure();
    window.addEventListener('resize', measure);
    const pageHeight = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(measure);
    pageHeight?.observe(document.body);
    return () => {
      window.removeEventListener('resize', measure);
      pageHeight?.disconnect();
    };
  }, [ref]);
  return top;
}
