// Issue 30 §2.2, developers' guide "no javascript:/data:/vbscript: links": one rule for the save and the renderer.
import { describe, expect, it } from 'vitest';
import { isSafeLinkAddress } from './link-address.ts';

describe('a link address', () => {
  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    '  javascript:alert(1)',
    '\u0001javascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'DATA:image/png;base64,AAAA',
    'vbscript:msgbox(1)',
  ])('refuses %j', (address) => {
    expect(isSafeLinkAddress(address)).toBe(false);
  });

  it.each([
    '/',
    '/rank?x=1',
    'rank',
    'https://17.live/a',
    'http://x.test',
    'mailto:a@b.c',
    '',
    '#top',
    '//cdn.test/a',
  ])('takes %j', (address) => {
    expect(isSafeLinkAddress(address)).toBe(true);
  });
});
