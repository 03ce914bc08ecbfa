import { afterEach, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { TestAdminContext, testAuthProvider } from '../test/TestAdminContext';
import type { AccessTable } from './accessTable';
import { signIn, signOut } from '../test/signedIn';
import { useSessionAccess, useSessionPermissions } from './useSessionAccess';

/** The authProvider never answers: whatever the hooks show must come from the session. */
const silentAuthProvider = testAuthProvider(false, {
  getPermissions: () => new Promise(() => undefined),
  canAccess: () => new Promise(() => undefined),
});

/** Two plugins' gates, as their manifests would declare them. */
const GATES: AccessTable = { reports: { '*': ['PAGE_REPORTS'] }, admin: { '*': ['ROUTE_ADMINISTRATION'] } };

const renders: string[] = [];
const Probe = () => {
  const permissions = useSessionPermissions();
  const reports = useSessionAccess({ resource: 'reports' });
  const admin = useSessionAccess({ resource: 'admin' });
  const text = `permissions [${permissions.join(',')}] | reports ${String(reports.canAccess)} | admin ${String(admin.canAccess)} | pending ${String(reports.isPending)}`;
  renders.push(text);
  return <p>{text}</p>;
};

afterEach(() => {
  renders.length = 0;
  signOut();
});

describe('useSessionPermissions and useSessionAccess', () => {
  it("answer on the first render from the session's permissions, without waiting for the authProvider", async () => {
    signIn({ permissions: ['PAGE_REPORTS'] });
    render(
      <TestAdminContext authProvider={silentAuthProvider} access={GATES}>
        <Probe />
      </TestAdminContext>,
    );
    await screen.findByText('permissions [PAGE_REPORTS] | reports true | admin false | pending false');
    expect(renders[0]).toBe('permissions [PAGE_REPORTS] | reports true | admin false | pending false');
  });

  it('without a session they wait for the authProvider, as react-admin does', async () => {
    render(
      <TestAdminContext authProvider={silentAuthProvider} access={GATES}>
        <Probe />
      </TestAdminContext>,
    );
    await screen.findByText('permissions [] | reports undefined | admin undefined | pending true');
  });

  it("refuses on the first render a resource the app's table does not declare, rather than guess", async () => {
    signIn({ permissions: ['PAGE_REPORTS', 'ROUTE_ADMINISTRATION'] });
    // With the table declaring them the same session is let in, so the refusals below are the missing table's doing.
    const declared = render(
      <TestAdminContext authProvider={silentAuthProvider} access={GATES}>
        <Probe />
      </TestAdminContext>,
    );
    await screen.findByText('permissions [PAGE_REPORTS,ROUTE_ADMINISTRATION] | reports true | admin true | pending false');
    declared.unmount();
    render(
      <TestAdminContext authProvider={silentAuthProvider}>
        <Probe />
      </TestAdminContext>,
    );
    await screen.findByText('permissions [PAGE_REPORTS,ROUTE_ADMINISTRATION] | reports false | admin false | pending false');
  });
});
