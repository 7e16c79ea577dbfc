// Text an admin gives per UI locale (mission descriptions, question titles, prize names).
import { z } from 'zod';
import { LOCALES } from './locales.ts';

/** Text per UI locale; empty values are dropped. */
export const localizedTextSchema = z
  .partialRecord(z.enum(LOCALES), z.string().trim().max(2000))
  .default({})
  .transform((texts) => Object.fromEntries(Object.entries(texts).filter(([, v]) => v !== '')));
