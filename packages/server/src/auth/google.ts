// Google Identity Services ID tokens, verified against Google's published keys (or the key set at
// GOOGLE_JWKS_URL, which tests point at a local server). Every token goes through jwtVerify.
import { createRemoteJWKSet, errors as joseErrors, jwtVerify } from 'jose';
import { DomainError } from '@eventory/domain/errors';
import type { Config } from '../config/config.ts';

export const GOOGLE_ISSUERS = ['accounts.google.com', 'https://accounts.google.com'];

export interface GoogleIdentity {
  email: string;
  name: string;
  picture: string;
}

export type GoogleVerifier = (idToken: string) => Promise<GoogleIdentity>;

const refused = (errorCode: string, message: string) => new DomainError(errorCode, message, 401);

export function googleVerifier(config: Pick<Config, 'googleClientId' | 'googleJwksUrl'>): GoogleVerifier {
  const jwks = createRemoteJWKSet(new URL(config.googleJwksUrl), {
    timeoutDuration: 5000,
    cooldownDuration: 30_000,
  });
  return async (idToken) => {
    if (!config.googleClientId)
      throw new DomainError(
        'GOOGLE_NOT_CONFIGURED',
        'Google sign-in is not configured on this server (set GOOGLE_CLIENT_ID).',
        503,
      );
    let payload;
    try {
      ({ payload } = await jwtVerify(idToken, jwks, {
        algorithms: ['RS256'],
        issuer: GOOGLE_ISSUERS,
        audience: config.googleClientId,
        requiredClaims: ['exp', 'iat'],
      }));
    } catch (err) {
      throw mapVerifyError(err);
    }
    if (typeof payload.email !== 'string' || payload.email === '')
      throw refused('INVALID_GOOGLE_TOKEN', 'The Google token carries no email address.');
    if (payload.email_verified !== true && payload.email_verified !== 'true')
      throw refused('EMAIL_NOT_VERIFIED', `Google has not verified ${payload.email}.`);
    const email = payload.email.toLowerCase();
    return {
      email,
      name: typeof payload.name === 'string' ? payload.name : email,
      picture: typeof payload.picture === 'string' ? payload.picture : '',
    };
  };
}

function mapVerifyError(err: unknown): DomainError {
  if (err instanceof joseErrors.JWTExpired)
    return refused('TOKEN_EXPIRED', 'The Google sign-in has expired. Sign in again.');
  if (err instanceof joseErrors.JWTClaimValidationFailed) {
    if (err.claim === 'aud')
      return refused('INVALID_AUDIENCE', 'The Google token was issued for another application.');
    if (err.claim === 'iss') return refused('INVALID_ISSUER', 'The token was not issued by Google.');
    return refused('INVALID_GOOGLE_TOKEN', `The Google token is not valid (${err.claim}).`);
  }
  if (err instanceof joseErrors.JWSSignatureVerificationFailed)
    return refused('INVALID_SIGNATURE', 'The Google token signature does not verify.');
  if (err instanceof joseErrors.JWKSNoMatchingKey)
    return refused('INVALID_SIGNATURE', 'The Google token is signed with a key Google does not publish.');
  if (err instanceof joseErrors.JOSEAlgNotAllowed)
    return refused('INVALID_SIGNATURE', 'The Google token is signed with an algorithm that is not accepted.');
  if (
    err instanceof joseErrors.JWKSTimeout ||
    err instanceof joseErrors.JWKSInvalid ||
    err instanceof TypeError
  )
    return new DomainError(
      'GOOGLE_UNREACHABLE',
      "Could not fetch Google's signing keys. Try again shortly.",
      502,
    );
  return refused('INVALID_GOOGLE_TOKEN', 'The Google token is not valid.');
}
