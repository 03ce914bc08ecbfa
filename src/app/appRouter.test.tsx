import { afterEach, describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useCanBlock } from 'ra-core';
import { Link, RouterProvider, useLocation } from 'react-router-dom';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import russianMessages from 'ra-language-russian';
import { expectConsoleWarning } from '../test/consoleGuard';
import { AppCrashPage } from './AppCrashPage';
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
    router = createAppRouter(<Probe />, <p>crashed</p>);
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

const Crashing = (): never => {
  throw new Error('secret detail <script>');
};

describe("the app's crash page", () => {
  it("shows react-admin's words for a failed render in the user's language and a way to start again, never the error's text", async () => {
    expectConsoleWarning(/secret detail|error occurred in|Error handled by React Router/i);
    const i18nProvider = polyglotI18nProvider(() => russianMessages, 'ru');
    router = createAppRouter(<Crashing />, <AppCrashPage i18nProvider={i18nProvider} />);
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('heading', { level: 1, name: russianMessages.ra.page.error })).toBeInTheDocument();
    expect(screen.getByText(russianMessages.ra.message.error)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: russianMessages.ra.action.refresh })).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent('secret detail');
  });
});
