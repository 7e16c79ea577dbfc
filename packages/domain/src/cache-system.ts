// The cache system (admin spec §3 "Cache config", §5 "Cache value", §7 Cache system;
// decisions/0052-cache-system.md): named caches an ops user fills by hand, read by event pages through
// the campaign-cache fetcher. Config input, the answers, and how a stored value is shown.
import { z } from 'zod';

/** What a cache holds; picks the editor's language and how the value is checked and shown. */
export const CACHE_CONTENT_TYPES = ['application/json', 'text/plain', 'text/csv', 'text/html'] as const;
export type CacheContentType = (typeof CACHE_CONTENT_TYPES)[number];

/** Largest value a cache holds (characters). */
export const MAX_CACHE_VALUE = 1_000_000;
/** Longest expiry: one year. 0: the value never expires. */
export const MAX_CACHE_TTL = 31_536_000;

const nameSchema = z
  .string({ error: 'name is required' })
  .trim()
  .min(1, 'name is required')
  .max(200, 'name must be at most 200 characters')
  .regex(/^[A-Za-z0-9._:-]+$/, 'name may hold letters, digits, ".", "_", ":" and "-" only');

const optionsSchema = z.object({
  /** Seconds a written value lives; 0: until it is replaced or cleared. */
  ttlSeconds: z.number().int().min(0).max(MAX_CACHE_TTL).default(0),
  description: z.string().max(1000, 'description must be at most 1000 characters').default(''),
});

export const cacheConfigInputSchema = z.object({
  name: nameSchema,
  contentType: z.enum(CACHE_CONTENT_TYPES).default('application/json'),
  options: optionsSchema.default({ ttlSeconds: 0, description: '' }),
});
export type CacheConfigInput = z.infer<typeof cacheConfigInputSchema>;

export const cacheConfigPatchSchema = z
  .object({
    name: nameSchema.optional(),
    contentType: z.enum(CACHE_CONTENT_TYPES).optional(),
    options: z
      .object({
        ttlSeconds: z.number().int().min(0).max(MAX_CACHE_TTL).optional(),
        description: z.string().max(1000).optional(),
      })
      .optional(),
  })
  .refine((p) => Object.keys(p).length > 0, 'give at least one of name, contentType, options');
export type CacheConfigPatch = z.infer<typeof cacheConfigPatchSchema>;

export interface CacheConfig {
  id: number;
  uuid: string;
  name: string;
  contentType: CacheContentType;
  options: { ttlSeconds: number; description: string };
  createTime: number;
  updateTime: number;
}

/** Why `text` cannot be the value of a cache of `contentType`, or undefined when it can. */
export function cacheValueProblem(text: string, contentType: CacheContentType): string | undefined {
  if (text.length > MAX_CACHE_VALUE) return `must be at most ${MAX_CACHE_VALUE} characters`;
  if (contentType === 'application/json') {
    try {
      JSON.parse(text);
    } catch (error) {
      return `is not valid JSON (${(error as Error).message})`;
    }
  }
  return undefined;
}

/** The body of PUT caches/{id}: the value as text. No body, or an empty value, clears the cache. */
export const cacheValueInputSchema = z.object({
  value: z.string({ error: 'value must be text' }).max(MAX_CACHE_VALUE),
});

/** Shown for a stored value that is not text (admin spec §5). */
export const INVALID_CACHE_VALUE = '[invalid value]';

/**
 * A stored value as the cache screen and the campaign-cache fetcher show it (admin spec §5): JSON content
 * parsed; other types wrapped as {data, @content_type}; anything not text is '[invalid value]'.
 */
export function cacheValueView(raw: unknown, contentType: CacheContentType): unknown {
  if (typeof raw !== 'string') return INVALID_CACHE_VALUE;
  if (contentType === 'application/json') {
    try {
      return JSON.parse(raw) as unknown;
    } catch {
      return INVALID_CACHE_VALUE;
    }
  }
  return { data: raw, '@content_type': contentType };
}

export interface CacheValue {
  id: number;
  name: string;
  contentType: CacheContentType;
  /** The stored text; null when the cache is empty (cleared, expired or never written). */
  raw: string | null;
  /** cacheValueView of raw; null when empty. */
  value: unknown;
  /** Unix seconds of the last write; null when empty. */
  updatedAt: number | null;
}
