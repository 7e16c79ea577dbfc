import { describe, expect, it } from 'vitest';
import { avatarPath, avatarSvg, initialsOf } from './avatar.ts';

describe('generated avatars', () => {
  it('takes the first letters of the first two words', () => {
    expect(initialsOf('Luna Chen')).toBe('LC');
    expect(initialsOf('mika_star')).toBe('MS');
  });
  it('takes two letters of a single latin word', () => {
    expect(initialsOf('kai')).toBe('KA');
  });
  it('takes the first character of a CJK name', () => {
    expect(initialsOf('小雨')).toBe('小');
    expect(initialsOf('さくら')).toBe('さ');
  });
  it('shows ? for an empty name', () => {
    expect(initialsOf('  ')).toBe('?');
  });
  it('draws the same picture for the same user every time', () => {
    expect(avatarSvg('u-1', 'Luna Chen')).toBe(avatarSvg('u-1', 'Luna Chen'));
    expect(avatarSvg('u-1', 'Luna Chen')).not.toBe(avatarSvg('u-2', 'Luna Chen'));
  });
  it('escapes markup in names', () => {
    expect(avatarSvg('u', '<b> x')).toContain('&lt;X');
  });
  it('serves pictures under /platform/avatars/{userID}.svg', () => {
    expect(avatarPath('a b')).toBe('/platform/avatars/a%20b.svg');
  });
});
