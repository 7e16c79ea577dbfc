// How a layout row or column aligns its cells across its axis.
import { LAYOUT_ALIGNS } from '@eventory/domain/block-catalogue';

export { LAYOUT_ALIGNS };
export type LayoutAlign = (typeof LAYOUT_ALIGNS)[number];

export const layoutAlign = (value: unknown): LayoutAlign =>
  LAYOUT_ALIGNS.includes(value as LayoutAlign) ? (value as LayoutAlign) : 'stretch';
