import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TestAdminContext, testAuthProvider } from '../../src/test/TestAdminContext';
import { WhitelabelProvider } from '../../src/whitelabel/WhitelabelContext';
import { DEFAULT_WHITELABEL } from '../../src/whitelabel/whitelabel';
import { AuthFrame } from './AuthFrame';

const renderFrame = (companyLogo: number | null) =>
  render(
    <TestAdminContext authProvider={testAuthProvider(true)} path="/auth/login">
      <WhitelabelProvider value={{ ...DEFAULT_WHITELABEL, name: 'Adwise DSP', company_logo: companyLogo }}>
        <AuthFrame title="ra.auth.sign_in">
          <p>form</p>
        </AuthFrame>
      </WhitelabelProvider>
    </TestAdminContext>,
  );

describe('AuthFrame', () => {
  it('shows the logo in a box sized before the file arrives, fetched at high priority', async () => {
    renderFrame(9001);
    const logo = await screen.findByRole('img', { name: 'Adwise DSP' });
    expect(logo).toHaveAttribute('src', '/v1/file/cache/9001');
    // Width and height attributes reserve the box, so the card below does not move when it loads.
    expect(logo).toHaveAttribute('width', '96');
    expect(logo).toHaveAttribute('height', '96');
    // The same priority as the entry's preload, so the page's largest paint is not queued behind scripts.
    expect(logo).toHaveAttribute('fetchpriority', 'high');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Sign in');
  });

  it('shows no image when the white-label has no logo', async () => {
    renderFrame(null);
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('img')).toBeNull();
  });
});
