// The back-to-top button's rules (block spec §4, §9).

/** Shown once the page has scrolled more than 100 px. */
export const TO_TOP_THRESHOLD_PX = 100;
/** Scroll handling is throttled to once per 100 ms. */
export const TO_TOP_THROTTLE_MS = 100;
/** The button is 32 px square. */
export const TO_TOP_SIZE_PX = 32;

export const showToTop = (scrollY: number): boolean => scrollY > TO_TOP_THRESHOLD_PX;

/**
 * Runs `fn` at most once per `ms`: the first call at once, later calls within the window once at its end
 * (so the final scroll position is always seen).
 */
export function throttle(fn: () => void, ms: number, now: () => number = Date.now) {
  let last = Number.NEGATIVE_INFINITY;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const run = () => {
    timer = undefined;
    last = now();
    fn();
  };
  const throttled = () => {
    const wait = last + ms - now();
    if (wait <= 0) run();
    else timer ??= setTimeout(run, wait);
  };
  throttled.cancel = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };
  return throttled;
}
