import { afterEach, describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useCanBlock } from 'ra-core';
import { Link, RouterProvider, useLocation } from 'react-router-dom';
import { createAppRouter } from './appRouter';

/** What react-admin and the pages read from the router. */
const Probe = () => {
  const { pathname, search } = useLocation();
  return (
    <>
      <output aria-label="address">{pathname + search}</output>
      <output aria-label="can block">{String(useCanBlock())}</output>
      <Link to="/reports?campaignId=7">Report</Link>
    </>
  );
};

let router: ReturnType<typeof createAppRouter> | undefined;

afterEach(() => {
  router?.dispose();
  router = undefined;
  window.history.replaceState(null, '', '/');
});

describe("the app's router", () => {
  it("opens on the browser's own path and writes plain paths (no hash), as a data router react-admin can block on", async () => {
    window.history.replaceState(null, '', '/campaign/edit/1000042?tab=targeting');
    router = createAppRouter(<Probe />);
    render(<RouterProvider router={router} />);
    expect(screen.getByRole('status', { name: 'address' })).toHaveTextContent('/campaign/edit/1000042?tab=targeting');
    // ra-core's test for warnWhenUnsavedChanges / useBlocker support.
    expect(screen.getByRole('status', { name: 'can block' })).toHaveTextContent('true');

    await userEvent.click(screen.getByRole('link', { name: 'Report' }));
    await waitFor(() => expect(window.location.pathname + window.location.search).toBe('/reports?campaignId=7'));
    expect(window.location.hash).toBe('');
    expect(screen.getByRole('status', { name: 'address' })).toHaveTextContent('/reports?campaignId=7');
  });
});
