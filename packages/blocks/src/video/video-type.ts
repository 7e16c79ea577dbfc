// Block catalogue §5: the video cover's MIME type derives from its file extension; no match, no type.

/** Extension (lower case, no dot) → MIME type, the usual table of video containers. */
export const VIDEO_MIME_TYPES: Readonly<Record<string, string>> = {
  mp4: 'video/mp4',
  m4v: 'video/x-m4v',
  webm: 'video/webm',
  ogg: 'video/ogg',
  ogv: 'video/ogg',
  mov: 'video/quicktime',
  qt: 'video/quicktime',
  avi: 'video/x-msvideo',
  flv: 'video/x-flv',
  wmv: 'video/x-ms-wmv',
  '3gp': 'video/3gpp',
  '3g2': 'video/3gpp2',
  mkv: 'video/x-matroska',
  mpeg: 'video/mpeg',
  mpg: 'video/mpeg',
  ts: 'video/mp2t',
  m3u8: 'application/x-mpegURL',
};

/** The MIME type for a video address, read from its path's extension (query and hash ignored). */
export function videoMimeType(src: string): string | undefined {
  const path = src.split(/[?#]/, 1)[0] ?? '';
  const name = path.slice(path.lastIndexOf('/') + 1);
  const dot = name.lastIndexOf('.');
  if (dot < 0) return undefined;
  const extension = name.slice(dot + 1).toLowerCase();
  return Object.hasOwn(VIDEO_MIME_TYPES, extension) ? VIDEO_MIME_TYPES[extension] : undefined;
}

/** Only http(s) addresses and paths on our own host play; anything else (javascript:, data:) is dropped. */
export function mediaSource(value: string): string | undefined {
  const src = value.trim();
  if (!src) return undefined;
  if (src.startsWith('/') && !src.startsWith('//')) return src;
  try {
    const url = new URL(src);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}
