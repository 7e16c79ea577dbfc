// Listens for the messages of one embedded frame: only those from its origin AND its window reach onMessage.
import { useEffect, useRef, type RefObject } from 'react';
import { isFromFrame, readFrameMessage, type FrameMessage } from './frame-rules.ts';

export function useFrameMessages(
  frameRef: RefObject<HTMLIFrameElement | null>,
  origin: string | undefined,
  onMessage: (message: FrameMessage) => void,
): void {
  const handler = useRef(onMessage);
  handler.current = onMessage;
  useEffect(() => {
    if (!origin) return undefined;
    const listener = (event: MessageEvent) => {
      if (!isFromFrame(event, { origin, window: frameRef.current?.contentWindow })) return;
      const message = readFrameMessage(event.data);
      if (message) handler.current(message);
    };
    window.addEventListener('message', listener);
    return () => window.removeEventListener('message', listener);
  }, [frameRef, origin]);
}
