// The progress bar's marker (block spec §3): a custom picture, or one of the five baobao mascots drawn
// as small inline SVGs (nothing downloaded): boy, girl, dog, cat, alpaca.
import type { CSSProperties, ReactNode } from 'react';

export const PROGRESS_ICONS = [
  'custom',
  'baobao_boy',
  'baobao_girl',
  'baobao_dog',
  'baobao_cat',
  'baobao_alpaca',
] as const;
export type ProgressIconName = (typeof PROGRESS_ICONS)[number];

export const progressIconOf = (value: unknown): ProgressIconName =>
  (PROGRESS_ICONS as readonly unknown[]).includes(value) ? (value as ProgressIconName) : 'baobao_boy';

const face = (skin: string): ReactNode => (
  <>
    <circle cx="18" cy="20" r="11" fill={skin} stroke="#6b4a3a" strokeWidth="1.2" />
    <circle cx="14" cy="19" r="1.4" fill="#2b2b2b" />
    <circle cx="22" cy="19" r="1.4" fill="#2b2b2b" />
    <path d="M15 24 q3 2.5 6 0" stroke="#2b2b2b" strokeWidth="1.2" fill="none" strokeLinecap="round" />
    <circle cx="11.5" cy="22.5" r="1.6" fill="#ff9ab6" opacity="0.7" />
    <circle cx="24.5" cy="22.5" r="1.6" fill="#ff9ab6" opacity="0.7" />
  </>
);

const MASCOTS: Record<Exclude<ProgressIconName, 'custom'>, ReactNode> = {
  baobao_boy: (
    <>
      {face('#ffe0c2')}
      <path d="M7 17 q11 -12 22 0 q-4 -4 -11 -4 q-7 0 -11 4z" fill="#3b2a20" />
    </>
  ),
  baobao_girl: (
    <>
      {face('#ffe0c2')}
      <path d="M7 19 q0 -11 11 -11 q11 0 11 11 q-4 -6 -11 -6 q-7 0 -11 6z" fill="#5a3322" />
      <circle cx="27" cy="10" r="3" fill="#ff5a8a" />
    </>
  ),
  baobao_dog: (
    <>
      {face('#f3d2a2')}
      <ellipse cx="8" cy="15" rx="3.5" ry="6" fill="#a0693c" transform="rotate(20 8 15)" />
      <ellipse cx="28" cy="15" rx="3.5" ry="6" fill="#a0693c" transform="rotate(-20 28 15)" />
      <ellipse cx="18" cy="22" rx="2" ry="1.4" fill="#2b2b2b" />
    </>
  ),
  baobao_cat: (
    <>
      <path d="M8 14 l2 -9 l6 6z M28 14 l-2 -9 l-6 6z" fill="#f5a623" />
      {face('#ffd08a')}
      <path d="M8 21 h-4 M8 23 h-4 M28 21 h4 M28 23 h4" stroke="#6b4a3a" strokeWidth="0.8" />
    </>
  ),
  baobao_alpaca: (
    <>
      <ellipse cx="12" cy="8" rx="2" ry="4.5" fill="#efe6da" stroke="#b59f86" strokeWidth="0.8" />
      <ellipse cx="24" cy="8" rx="2" ry="4.5" fill="#efe6da" stroke="#b59f86" strokeWidth="0.8" />
      {face('#fbf5ec')}
      <circle cx="18" cy="10" r="4" fill="#fff" stroke="#d8cbb9" strokeWidth="0.8" />
    </>
  ),
};

export interface ProgressIconProps {
  icon: ProgressIconName;
  /** The custom icon's picture. */
  iconURL: string;
  className?: string;
  style?: CSSProperties;
}

export function ProgressIcon({ icon, iconURL, className, style }: ProgressIconProps) {
  if (icon === 'custom') {
    if (!iconURL) return null;
    return <img className={className} style={style} src={iconURL} alt="" data-icon="custom" />;
  }
  return (
    <svg
      className={className}
      style={style}
      viewBox="0 0 36 36"
      aria-hidden="true"
      data-icon={icon}
      xmlns="http://www.w3.org/2000/svg"
    >
      {MASCOTS[icon]}
    </svg>
  );
}
