// A stand-in for the browser WebSocket in UI tests of the gift-bucket screens: records what is sent and
// lets the test deliver server messages and closes.
export class FakeLiveSocket {
  static all: FakeLiveSocket[] = [];
  readonly OPEN = 1;
  readyState = 0;
  sent: unknown[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  onclose: ((event: { code: number; reason: string }) => void) | null = null;

  constructor(readonly url: string) {
    FakeLiveSocket.all.push(this);
    queueMicrotask(() => {
      this.readyState = 1;
      this.onopen?.();
    });
  }
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close() {
    this.readyState = 3;
  }
  /** The server says something. */
  deliver(message: unknown) {
    this.onmessage?.({ data: JSON.stringify(message) });
  }
  /** The server closes the socket. */
  serverClose(code: number) {
    this.readyState = 3;
    this.onclose?.({ code, reason: 'test' });
  }
}
