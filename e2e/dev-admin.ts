// A developer's admin token from the development sign-in (the e2e server runs with APP_ENV=development).
export async function developerToken(baseURL: string, email: string): Promise<string> {
  const res = await fetch(`${baseURL}/v1/admin/auth/dev`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, roles: ['developer'] }),
  });
  return ((await res.json()) as { accessToken: string }).accessToken;
}
