import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useCanAccess } from 'ra-core';
import { describe, expect, it } from 'vitest';
import { AdminPanelProvider, useAdminPanel } from './AdminPanelContext';
import { isTypingTarget } from './slashShortcut';
import { TestAdminContext, testAuthProvider } from '../../test/TestAdminContext';

/** Shows the access check's outcome, so a test knows the provider has decided, and the panel state. */
const Probe = () => {
  const { canAccess, isPending } = useCanAccess({ resource: 'admin-search', action: 'list' });
  const { isOpen, close } = useAdminPanel();
  return (
    <>
      <p>{isPending ? 'checking' : canAccess ? 'administrator' : 'not an administrator'}</p>
      <p>{isOpen ? 'panel open' : 'panel closed'}</p>
      <button onClick={close}>close panel</button>
    </>
  );
};

const renderWith = (allowed: boolean) =>
  render(
    <TestAdminContext authProvider={testAuthProvider(allowed)}>
      <AdminPanelProvider>
        <input aria-label="search box" />
        <textarea aria-label="notes" />
        <select aria-label="choice">
          <option>one</option>
        </select>
        <div contentEditable suppressContentEditableWarning aria-label="editor">
          <span>text</span>
        </div>
        <Probe />
      </AdminPanelProvider>
    </TestAdminContext>,
  );

describe('the "/" shortcut', () => {
  it('opens the panel for an administrator and keeps the "/" from being typed anywhere', async () => {
    renderWith(true);
    await screen.findByText('administrator');
    const notPrevented = fireEvent.keyDown(document.body, { key: '/' });
    expect(notPrevented).toBe(false);
    expect(screen.getByText('panel open')).toBeInTheDocument();
  });

  it('leaves "/" alone while typing in an input, a textarea, a select or editable content', async () => {
    const user = userEvent.setup();
    renderWith(true);
    await screen.findByText('administrator');
    await user.type(screen.getByLabelText('search box'), 'a/b');
    expect(screen.getByLabelText('search box')).toHaveValue('a/b');
    await user.type(screen.getByLabelText('notes'), '1/2');
    expect(screen.getByLabelText('notes')).toHaveValue('1/2');
    expect(fireEvent.keyDown(screen.getByLabelText('choice'), { key: '/' })).toBe(true);
    expect(fireEvent.keyDown(screen.getByText('text'), { key: '/' })).toBe(true);
    expect(screen.getByText('panel closed')).toBeInTheDocument();
  });

  it('ignores "/" with a modifier (browser and system shortcuts)', async () => {
    renderWith(true);
    await screen.findByText('administrator');
    expect(fireEvent.keyDown(document.body, { key: '/', ctrlKey: true })).toBe(true);
    expect(fireEvent.keyDown(document.body, { key: '/', metaKey: true })).toBe(true);
    expect(screen.getByText('panel closed')).toBeInTheDocument();
  });

  it('does nothing for a user without SEARCH_ADMIN', async () => {
    renderWith(false);
    await screen.findByText('not an administrator');
    expect(fireEvent.keyDown(document.body, { key: '/' })).toBe(true);
    expect(screen.getByText('panel closed')).toBeInTheDocument();
  });

  it('closes again through the controls', async () => {
    const user = userEvent.setup();
    renderWith(true);
    await screen.findByText('administrator');
    fireEvent.keyDown(document.body, { key: '/' });
    await user.click(screen.getByRole('button', { name: 'close panel' }));
    expect(screen.getByText('panel closed')).toBeInTheDocument();
  });
});

describe('isTypingTarget', () => {
  it('knows fields and editable content from the rest of the page', () => {
    const editable = document.createElement('div');
    editable.setAttribute('contenteditable', 'true');
    const inner = document.createElement('b');
    editable.append(inner);
    const off = document.createElement('div');
    off.setAttribute('contenteditable', 'false');
    expect(isTypingTarget(document.createElement('input'))).toBe(true);
    expect(isTypingTarget(document.createElement('textarea'))).toBe(true);
    expect(isTypingTarget(document.createElement('select'))).toBe(true);
    expect(isTypingTarget(inner)).toBe(true);
    expect(isTypingTarget(off)).toBe(false);
    expect(isTypingTarget(document.body)).toBe(false);
    expect(isTypingTarget(null)).toBe(false);
  });
});
