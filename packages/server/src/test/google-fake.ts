// A stand-in for Google's signing keys: a local RS256 key pair whose public half is served as a
// JWKS on 127.0.0.1, so tests exercise the real verification path (GOOGLE_JWKS_URL points here).
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SignJWT, exportJWK, generateKeyPair, type CryptoKey, type JWK } from 'jose';

export const TEST_GOOGLE_CLIENT_ID = 'eventory-test.apps.googleusercontent.com';

export interface IdTokenOptions {
  email: string;
  name?: string;
  picture?: string;
  audience?: string;
  issuer?: string;
  /** Seconds from now; negative for an expired token. */
  expiresIn?: number;
  emailVerified?: boolean;
  /** Sign with a key that is not in the published set. */
  signWithUnpublishedKey?: boolean;
}

export interface FakeGoogle {
  jwksUrl: string;
  clientId: string;
  mintIdToken(options: IdTokenOptions): Promise<string>;
  close(): Promise<void>;
}

export async function startFakeGoogle(): Promise<FakeGoogle> {
  const published = await generateKeyPair('RS256');
  const unpublished = await generateKeyPair('RS256');
  const jwk: JWK = { ...(await exportJWK(published.publicKey)), kid: 'test-key-1', alg: 'RS256', use: 'sig' };
  const body = JSON.stringify({ keys: [jwk] });
  const server: Server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  async function mintIdToken(o: IdTokenOptions): Promise<string> {
    const now = Math.floor(Date.now() / 1000);
    const expiresIn = o.expiresIn ?? 3600;
    const key: CryptoKey = o.signWithUnpublishedKey ? unpublished.privateKey : published.privateKey;
    return new SignJWT({
      email: o.email,
      email_verified: o.emailVerified ?? true,
      name: o.name ?? o.email.split('@')[0],
      picture: o.picture ?? `https://example.test/${encodeURIComponent(o.email)}.png`,
    })
      .setProtectedHeader({ alg: 'RS256', kid: 'test-key-1', typ: 'JWT' })
      .setIssuer(o.issuer ?? 'https://accounts.google.com')
      .setAudience(o.audience ?? TEST_GOOGLE_CLIENT_ID)
      .setSubject(`sub-${o.email}`)
      .setIssuedAt(Math.min(now, now + expiresIn - 60))
      .setExpirationTime(now + expiresIn)
      .sign(key);
  }

  return {
    jwksUrl: `http://127.0.0.1:${port}/oauth2/v3/certs`,
    clientId: TEST_GOOGLE_CLIENT_ID,
    mintIdToken,
    close: () =>
      new Promise<void>((resolve, reject) => server.close((err) => (err ? reject(err) : resolve()))),
  };
}
