// How a layout row or column aligns its cells across its axis.
export const LAYOUT_ALIGNS = ['stretch', 'start', 'center', 'end'] as const;
export type LayoutAlign = (typeof LAYOUT_ALIGNS)[number];

export const layoutAlign = (value: unknown): LayoutAlign =>
  LAYOUT_ALIGNS.includes(value as LayoutAlign) ? (value as LayoutAlign) : 'stretch';
