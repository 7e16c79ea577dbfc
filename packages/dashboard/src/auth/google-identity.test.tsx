import { afterEach, describe, expect, it } from 'vitest';
import {
  GOOGLE_IDENTITY_SCRIPT,
  loadGoogleIdentity,
  resetGoogleIdentityForTests,
} from './google-identity.ts';

describe('Google Identity Services loader', () => {
  afterEach(() => {
    resetGoogleIdentityForTests();
    delete window.google;
    document.head.querySelectorAll('script').forEach((s) => s.remove());
  });

  it('adds the script once; later callers wait for the same promise', async () => {
    const first = loadGoogleIdentity();
    const second = loadGoogleIdentity();
    expect(second).toBe(first);
    const scripts = document.head.querySelectorAll(`script[src="${GOOGLE_IDENTITY_SCRIPT}"]`);
    expect(scripts).toHaveLength(1);
    const id = { initialize() {}, renderButton() {}, prompt() {}, disableAutoSelect() {} };
    window.google = { accounts: { id } };
    scripts[0]?.dispatchEvent(new Event('load'));
    await expect(first).resolves.toBe(id);
  });
});
