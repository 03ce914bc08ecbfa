import { afterEach, describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { I18nContextProvider, type TranslationMessages } from 'ra-core';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import { Link, RouterProvider, createMemoryRouter, useLocation, useNavigate } from 'react-router-dom';
import core from '../../locales/en/core.json';
import { UnsavedChangesDialog } from './UnsavedChangesDialog';
import { useLeaveConfirmation } from './useLeaveConfirmation';

const i18n = polyglotI18nProvider(() => ({ ...englishMessages, ...core }) as unknown as TranslationMessages, 'en');

const Address = () => {
  const { pathname, search } = useLocation();
  return <output aria-label="address">{pathname + search}</output>;
};
const address = () => screen.getByRole('status', { name: 'address' }).textContent;

/** A form as the app's use it: dirty once typed in, its own navigation after a save released. */
const FormPage = () => {
  const [dirty, setDirty] = useState(false);
  const leave = useLeaveConfirmation(dirty);
  const navigate = useNavigate();
  return (
    <>
      <input aria-label="Name" onChange={() => setDirty(true)} />
      <Link to="/other">Other page</Link>
      <Link to="/form?tab=second">Second tab</Link>
      {/* A step back in the history, as the browser's Back takes (a POP). */}
      <button type="button" onClick={() => void navigate(-1)}>
        Back
      </button>
      {/* A step forward, as the browser's Forward takes after a Back (a POP too). */}
      <button type="button" onClick={() => void navigate(1)}>
        Forward
      </button>
      <button
        type="button"
        onClick={() => {
          // As a save does: the form is not clean yet when it navigates.
          leave.release();
          void navigate('/saved', { replace: true });
        }}
      >
        Save
      </button>
      <UnsavedChangesDialog open={leave.asking} onStay={leave.stay} onLeave={leave.leave} />
    </>
  );
};

let router: ReturnType<typeof createMemoryRouter> | undefined;

/**
 * The form at /form, entered from /list (so Back has somewhere to go) with /next after it in the
 * history (as after a Back, so Forward has somewhere to go), in a data router as the app's.
 */
const renderForm = () => {
  const page = (
    <I18nContextProvider value={i18n}>
      <Address />
      <FormPage />
    </I18nContextProvider>
  );
  router = createMemoryRouter(
    [
      { path: '/form', element: page },
      { path: '*', element: <Address /> },
    ],
    { initialEntries: ['/list', '/form', '/next'], initialIndex: 1 },
  );
  render(<RouterProvider router={router} />);
};

const type = () => userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'x');
const dialog = () => screen.queryByRole('dialog', { name: 'Unsaved changes' });

const beforeUnloadCancelled = () => {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
};

afterEach(() => {
  router?.dispose();
  router = undefined;
});

describe('useLeaveConfirmation', () => {
  it('asks before a dirty form goes to another page: Stay keeps the page and what was typed', async () => {
    renderForm();
    await type();
    await userEvent.click(screen.getByRole('link', { name: 'Other page' }));
    expect(await screen.findByRole('dialog', { name: 'Unsaved changes' })).toHaveTextContent(
      'You have changes that are not saved. Leave this page and lose them?',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(dialog()).not.toBeInTheDocument());
    expect(address()).toBe('/form');
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('x');
  });

  it('goes on Leave', async () => {
    renderForm();
    await type();
    await userEvent.click(screen.getByRole('link', { name: 'Other page' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(address()).toBe('/other'));
    expect(dialog()).not.toBeInTheDocument();
  });

  it('asks on Back too, and Stay undoes the step', async () => {
    renderForm();
    await type();
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(dialog()).not.toBeInTheDocument());
    expect(address()).toBe('/form');
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('x');

    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(address()).toBe('/list'));
  });

  it('asks on Forward too, and Stay undoes the step', async () => {
    renderForm();
    await type();
    await userEvent.click(screen.getByRole('button', { name: 'Forward' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(dialog()).not.toBeInTheDocument());
    expect(address()).toBe('/form');
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('x');

    await userEvent.click(screen.getByRole('button', { name: 'Forward' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(address()).toBe('/next'));
  });

  it('stays in the form without asking when only the query string changes', async () => {
    renderForm();
    await type();
    await userEvent.click(screen.getByRole('link', { name: 'Second tab' }));
    await waitFor(() => expect(address()).toBe('/form?tab=second'));
    expect(dialog()).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('x');
  });

  it('does not ask for a clean form', async () => {
    renderForm();
    await userEvent.click(screen.getByRole('link', { name: 'Other page' }));
    await waitFor(() => expect(address()).toBe('/other'));
    expect(dialog()).not.toBeInTheDocument();
  });

  it("lets the form's own navigation after a save through, while still dirty", async () => {
    renderForm();
    await type();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(address()).toBe('/saved'));
    expect(dialog()).not.toBeInTheDocument();
  });

  it('has the browser ask on reload or close only while the form is dirty', async () => {
    renderForm();
    expect(beforeUnloadCancelled()).toBe(false);
    await type();
    expect(beforeUnloadCancelled()).toBe(true);
    await userEvent.click(screen.getByRole('link', { name: 'Other page' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(address()).toBe('/other'));
    expect(beforeUnloadCancelled()).toBe(false);
  });
});
