import { useGetIdentity } from 'ra-core';
import { Logout, UserMenu } from 'react-admin';

/**
 * The user menu (logout). Its button shows the user's name, so the name is also its accessible
 * label: a label different from the visible text confuses speech-input users (WCAG 2.5.3).
 */
export const AppUserMenu = () => {
  const { identity } = useGetIdentity();
  return (
    <UserMenu label={identity?.fullName || 'ra.auth.user_menu'}>
      <Logout />
    </UserMenu>
  );
};
