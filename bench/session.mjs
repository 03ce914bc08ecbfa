// Signing the bench's browsers in: a token from the mock, and the init script that leaves in
// localStorage what the app stores after login (spec keys), so a visit opens signed in.

const form = (fields) => ({ method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(fields).toString() });

/** The token answer of the password grant: access_token, refresh_token, expires_in, user_id, space_id. */
export const signIn = async (mock, username, password) =>
  (await (await fetch(`${mock}/v1/oauth/token`, form({ grant_type: 'password', username, password }))).json()).data;

/** A signed-in browser session as the app stores it after login, for `context.addInitScript(fn, arg)`. */
export const sessionScript = (token, user, permissions) => ({
  fn: ({ token: t, user: u, permissions: p }) => {
    localStorage.setItem('DSP_PERMISSIONS', JSON.stringify(p));
    localStorage.setItem('DSP_AUTH_TOKEN', t.access_token);
    localStorage.setItem('REFRESH_DSP_AUTH_TOKEN', t.refresh_token);
    localStorage.setItem('DSP_AUTH_TOKEN_EXPIRY', String(Date.now() + t.expires_in * 1000));
    localStorage.setItem('DSP_SPACE_ID', String(t.space_id));
    localStorage.setItem('DSP_USER', JSON.stringify(u));
  },
  arg: { token, user, permissions },
});

/** Signs a user in and reads what the app would: { token, session }. */
export const signedInSession = async (mock, username, password) => {
  const token = await signIn(mock, username, password);
  const bearer = { headers: { Authorization: `Bearer ${token.access_token}` } };
  const user = (await (await fetch(`${mock}/v1/user/${token.user_id}`, bearer)).json()).data;
  const permissions = (await (await fetch(`${mock}/v1/user/permissions`, bearer)).json()).data;
  return { token, session: sessionScript(token, user, permissions) };
};
