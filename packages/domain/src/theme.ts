// A campaign's theme (admin spec §5): lengths are a number followed by px, em, %, vh or vw.
import { z } from 'zod';

export const THEME_LENGTH_UNITS = ['px', 'em', '%', 'vh', 'vw'] as const;

const THEME_LENGTH = /^-?(\d+(\.\d+)?|\.\d+)(px|em|%|vh|vw)$/;

/** "12px", "1.5em", "100%", "50vh", "-2vw"; not "12", "px", "12 px" or "12rem". */
export const isThemeLength = (value: string): boolean => THEME_LENGTH.test(value);

export const THEME_LENGTH_MESSAGE = 'a theme length is a number followed by px, em, %, vh or vw (e.g. 12px)';

export const themeLengthSchema = z.string().trim().refine(isThemeLength, THEME_LENGTH_MESSAGE);

/** Other theme entries are free text (colours, image URLs) the page blocks read as they need. */
export const themeSchema = z.object({ length: themeLengthSchema.optional() }).catchall(z.string());
export type Theme = z.infer<typeof themeSchema>;
