// The board's loading animation (visitor spec §2, §9): a sprite of 8 frames, 192 px tall each, stepping
// every 40 ms and wrapping after 1536 px. Editor mode and reduced motion show the first frame still.
import { useEffect, useState } from 'react';
import { SPRITE, spriteOffset } from './score-display.ts';
import styles from './leaderboard.module.css';

/** A baby's face bouncing over 8 frames, drawn once as an SVG strip (no image download). */
function spriteStrip(): string {
  const frames = Array.from({ length: SPRITE.frames }, (_, frame) => {
    const y = frame * SPRITE.frameHeight + 96 - Math.round(Math.sin((frame / SPRITE.frames) * Math.PI) * 36);
    return (
      `<circle cx="96" cy="${y}" r="44" fill="#ffd9b8"/>` +
      `<circle cx="80" cy="${y - 6}" r="5" fill="#3a2d28"/><circle cx="112" cy="${y - 6}" r="5" fill="#3a2d28"/>` +
      `<path d="M82 ${y + 14} q14 12 28 0" stroke="#e0607e" stroke-width="5" fill="none" stroke-linecap="round"/>` +
      `<ellipse cx="96" cy="${frame * SPRITE.frameHeight + 178}" rx="${30 + frame}" ry="6" fill="#0002"/>`
    );
  }).join('');
  const height = SPRITE.frames * SPRITE.frameHeight;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="192" height="${height}" viewBox="0 0 192 ${height}">${frames}</svg>`;
  return `url("data:image/svg+xml,${encodeURIComponent(svg)}")`;
}

let strip: string | undefined;

const reducedMotion = () =>
  typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

export function LoadingSprite({ label, animate }: { label: string; animate: boolean }) {
  const [frame, setFrame] = useState(0);
  useEffect(() => {
    if (!animate || reducedMotion()) return undefined;
    const timer = setInterval(() => setFrame((current) => (current + 1) % SPRITE.frames), SPRITE.frameMs);
    return () => clearInterval(timer);
  }, [animate]);
  strip ??= spriteStrip();
  return (
    <div className={styles.spriteBox} role="status" aria-busy="true" aria-label={label}>
      <div
        className={styles.sprite}
        data-frame={frame}
        style={{ backgroundImage: strip, backgroundPosition: `0 -${spriteOffset(frame)}px` }}
      />
    </div>
  );
}
