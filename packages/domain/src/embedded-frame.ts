// Visitor spec §5 "Embedded frame": an event page embeds frames only from its two allowed event hosts.
// The server's Content-Security-Policy for event pages (frame-src) lists the same origins.
export const EMBEDDED_FRAME_ORIGINS = [
  'https://event.eventory.app',
  'https://event-stage.eventory.app',
] as const;

export const isEmbeddableFrameUrl = (url: string): boolean => {
  try {
    return (EMBEDDED_FRAME_ORIGINS as readonly string[]).includes(new URL(url).origin);
  } catch {
    return false;
  }
};
