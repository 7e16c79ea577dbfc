import { describe, expect, it } from 'vitest';
import { isThemeLength, themeSchema } from './theme.ts';

describe('theme length (admin spec §5)', () => {
  it.each(['12px', '1.5em', '100%', '50vh', '20vw', '.5em', '0px', '-2px'])('accepts %s', (value) => {
    expect(isThemeLength(value)).toBe(true);
  });
  it.each(['12', 'px', '12 px', '12rem', '1.em', 'abc', '', '12PX', '10px;'])('refuses "%s"', (value) => {
    expect(isThemeLength(value)).toBe(false);
  });
  it('checks the length of a theme, trimmed, and keeps its other entries', () => {
    expect(themeSchema.parse({ length: ' 12px ', color: '#fff' })).toEqual({ length: '12px', color: '#fff' });
    const refused = themeSchema.safeParse({ length: '12' });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.path).toEqual(['length']);
  });
  it('allows a theme without a length', () => {
    expect(themeSchema.parse({})).toEqual({});
  });
});
