// Google Identity Services, loaded once: later callers wait for the same promise.
export const GOOGLE_IDENTITY_SCRIPT = 'https://accounts.google.com/gsi/client';

export interface GoogleAccountsId {
  initialize(config: {
    client_id: string;
    callback: (response: { credential: string }) => void;
    auto_select?: boolean;
    cancel_on_tap_outside?: boolean;
  }): void;
  renderButton(parent: HTMLElement, options: Record<string, unknown>): void;
  prompt(): void;
  disableAutoSelect(): void;
}

declare global {
  interface Window {
    google?: { accounts: { id: GoogleAccountsId } };
  }
}

let pending: Promise<GoogleAccountsId> | undefined;

export function loadGoogleIdentity(doc: Document = document): Promise<GoogleAccountsId> {
  if (pending) return pending;
  pending = new Promise<GoogleAccountsId>((resolve, reject) => {
    const ready = () => window.google?.accounts?.id;
    const existing = ready();
    if (existing) return resolve(existing);
    const script = doc.createElement('script');
    script.src = GOOGLE_IDENTITY_SCRIPT;
    script.async = true;
    script.defer = true;
    script.onload = () => {
      const id = ready();
      if (id) resolve(id);
      else reject(new Error('loading fail'));
    };
    script.onerror = () => reject(new Error('loading fail'));
    doc.head.appendChild(script);
  }).catch((error: unknown) => {
    // A failed load may be retried by the next caller.
    pending = undefined;
    throw error;
  });
  return pending;
}

/** For tests: forget the loaded script. */
export function resetGoogleIdentityForTests() {
  pending = undefined;
}
