// A value the app's web view left in session storage (visitor spec §2, block spec §3); undefined when
// storage is unavailable.
export function sessionValue(key: string): string | undefined {
  try {
    return window.sessionStorage.getItem(key) ?? undefined;
  } catch {
    return undefined;
  }
}
