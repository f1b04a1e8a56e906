import { beforeAll, describe, expect, it } from 'vitest';
import { loginFixture } from '../../testing/mocks/login-fixture.ts';
import {
  clearStoredSessions,
  loadStoredSession,
  persistSession,
  sessionFromLogin,
  sessionStorageKey,
} from './session.ts';

describe('stored session', () => {
  // Reading a session back loads its schema on demand; load it once here, not inside a test's time.
  beforeAll(() => import('./session-schema.ts'), 60_000);

  it('is read back from the store remember-me chose, and from no other', async () => {
    await persistSession(sessionFromLogin(loginFixture, true));
    expect(localStorage.getItem(sessionStorageKey)).not.toBeNull();
    expect(sessionStorage.getItem(sessionStorageKey)).toBeNull();
    expect((await loadStoredSession())?.user).toEqual(loginFixture.user);
    clearStoredSessions();
  });

  it('a logout while a refreshed session is still being encrypted is not undone by it', async () => {
    const refreshed = persistSession(sessionFromLogin({ ...loginFixture, access_token: 'new' }, false));
    clearStoredSessions();
    await refreshed;
    expect(sessionStorage.getItem(sessionStorageKey)).toBeNull();
    expect(localStorage.getItem(sessionStorageKey)).toBeNull();
    expect(await loadStoredSession()).toBeNull();
  });
});
