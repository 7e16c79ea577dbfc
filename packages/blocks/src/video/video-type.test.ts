import { describe, expect, it } from 'vitest';
import { mediaSource, videoMimeType } from './video-type.ts';

describe('video MIME type from the extension (block catalogue §5)', () => {
  it.each([
    ['https://cdn.test/a.mp4', 'video/mp4'],
    ['https://cdn.test/a.webm', 'video/webm'],
    ['https://cdn.test/a.ogg', 'video/ogg'],
    ['https://cdn.test/a.mov', 'video/quicktime'],
    ['https://cdn.test/a.qt', 'video/quicktime'],
    ['https://cdn.test/a.avi', 'video/x-msvideo'],
    ['https://cdn.test/a.flv', 'video/x-flv'],
    ['https://cdn.test/a.wmv', 'video/x-ms-wmv'],
    ['https://cdn.test/a.m4v', 'video/x-m4v'],
    ['https://cdn.test/a.3gp', 'video/3gpp'],
    ['/media/clip.MP4?v=2#t=3', 'video/mp4'],
  ])('%s is %s', (src, type) => {
    expect(videoMimeType(src)).toBe(type);
  });

  it.each([
    'https://cdn.test/a.gif',
    'https://cdn.test/video',
    'https://cdn.test/a.mp4x',
    'https://x.mp4/clip',
  ])('sets no type for %s', (src) => {
    expect(videoMimeType(src)).toBeUndefined();
  });

  it('does not read inherited keys as extensions', () => {
    expect(videoMimeType('https://cdn.test/a.constructor')).toBeUndefined();
    expect(videoMimeType('https://cdn.test/a.toString')).toBeUndefined();
  });
});

describe('media sources', () => {
  it('keeps http(s) addresses and own paths, drops other schemes', () => {
    expect(mediaSource(' https://cdn.test/a.mp4 ')).toBe('https://cdn.test/a.mp4');
    expect(mediaSource('/media/a.mp4')).toBe('/media/a.mp4');
    expect(mediaSource('javascript:alert(1)')).toBeUndefined();
    expect(mediaSource('data:video/mp4;base64,AAAA')).toBeUndefined();
    expect(mediaSource('//evil.test/a.mp4')).toBeUndefined();
    expect(mediaSource('')).toBeUndefined();
  });
});
