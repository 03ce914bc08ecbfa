import { type User } from '../../src/api/contract';
import { SEEDED_OWNER_PASSWORD } from '../../mock-server/seed/facts';
import type { Credentials } from './auth';
import { apiData, personaToken } from './campaigns';

/**
 * A generated account's owner (users from FIRST_OWNER_USER_ID on), to change a password, a name or a
 * language without touching the demo personas other files sign in as. Read through the administrator.
 */
export const generatedOwner = async (userId: number): Promise<{ user: User; credentials: Credentials }> => {
  const { access_token } = await personaToken('admin');
  const user = await apiData<User>(`/v1/user/${userId}`, access_token);
  return { user, credentials: { email: user.email, password: SEEDED_OWNER_PASSWORD } };
};
