// The default mission icon (visitor spec §4: the last step of the gift icon chain for 2D missions): a
// small inline SVG, so it never depends on a host.
export const DEFAULT_MISSION_ICON =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">' +
      '<circle cx="32" cy="32" r="30" fill="#f4b400"/>' +
      '<path d="M32 14l5.3 10.8 11.9 1.7-8.6 8.4 2 11.8L32 41.1l-10.6 5.6 2-11.8-8.6-8.4 11.9-1.7z" fill="#fff"/></svg>',
  );
