// A stand-in for the browser's WebSocket in UI tests (vi.stubGlobal('WebSocket', FakeSocket)): records
// what the page sends and lets the test open, message and close each socket.
export class FakeSocket {
  static instances: FakeSocket[] = [];
  static reset() {
    FakeSocket.instances = [];
  }
  static latest(): FakeSocket {
    const socket = FakeSocket.instances.at(-1);
    if (!socket) throw new Error('no socket was opened');
    return socket;
  }

  readonly sent: unknown[] = [];
  closedByPage: { code?: number; reason?: string } | null = null;
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  onclose: ((event: { code: number; reason: string }) => void) | null = null;

  constructor(readonly url: string) {
    FakeSocket.instances.push(this);
  }
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close(code?: number, reason?: string) {
    this.closedByPage = { code, reason };
  }

  /** The server side: the socket opens, then subscribes the channel it was asked for. */
  accept(channel = 'job-system') {
    this.onopen?.();
    this.message({ type: 'subscribed', channel });
  }
  message(body: unknown) {
    this.onmessage?.({ data: JSON.stringify(body) });
  }
  serverClose(code: number, reason = '') {
    this.onclose?.({ code, reason });
  }
}
