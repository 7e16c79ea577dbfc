// The score animation of visitor spec §9: when a row's score changes, the shown number moves halfway to
// the new score each animation frame until the gap is below 2. The first value shows at once; editor
// mode and visitors who ask for reduced motion see the score without animation.
import { useEffect, useRef, useState } from 'react';
import { nextAnimatedScore } from './score-display.ts';

const prefersReducedMotion = () =>
  typeof window !== 'undefined' &&
  typeof window.matchMedia === 'function' &&
  window.matchMedia('(prefers-reduced-motion: reduce)').matches;

export function useAnimatedScore(target: number, enabled: boolean): number {
  const [shown, setShown] = useState(target);
  const shownRef = useRef(target);
  useEffect(() => {
    if (!enabled || prefersReducedMotion()) {
      shownRef.current = target;
      setShown(target);
      return undefined;
    }
    let frame = 0;
    const step = () => {
      const next = nextAnimatedScore(shownRef.current, target);
      shownRef.current = next;
      setShown(next);
      if (next !== target) frame = requestAnimationFrame(step);
    };
    if (shownRef.current !== target) frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
  }, [target, enabled]);
  return enabled ? shown : target;
}
