// Font auto-shrink (visitor spec §9): while the text overflows its box the font gets 1 px smaller,
// never below 12 px. Measured again whenever the text changes.
import { useLayoutEffect, useRef, useState } from 'react';
import { MIN_FONT_SIZE, shrunkFontSize } from './score-display.ts';

const DEFAULT_FONT_SIZE = 16;

const baseSize = (element: HTMLElement): number => {
  const size = parseFloat(window.getComputedStyle(element).fontSize);
  return Number.isFinite(size) && size > 0 ? size : DEFAULT_FONT_SIZE;
};

/** Returns the ref for the text's box (the hook sets its font size) and the size chosen (undefined = the stylesheet's). */
export function useAutoShrinkFont<T extends HTMLElement>(text: string, enabled: boolean) {
  const ref = useRef<T>(null);
  const [fontSize, setFontSize] = useState<number | undefined>(undefined);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || !enabled) {
      setFontSize(undefined);
      return;
    }
    element.style.fontSize = '';
    let size = baseSize(element);
    const overflowing = () => element.scrollWidth > element.clientWidth;
    // One pixel per step, as the spec says; at most (base - 12) steps, each a synchronous measure.
    while (size > MIN_FONT_SIZE) {
      element.style.fontSize = `${size}px`;
      const next = shrunkFontSize(size, overflowing());
      if (next === size) break;
      size = next;
    }
    element.style.fontSize = '';
    const shrunk = size !== baseSize(element);
    // Applied here, not through React's style prop, so a later measure starts from the stylesheet's size.
    if (shrunk) element.style.fontSize = `${size}px`;
    setFontSize(shrunk ? size : undefined);
  }, [text, enabled]);
  return { ref, fontSize };
}
