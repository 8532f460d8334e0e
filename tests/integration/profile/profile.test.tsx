import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { passwordMatches } from '@mocks/domain/password';
import { describe, expect, it } from 'vitest';
import { getDb } from '@mocks/db';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { renderApp, SEEDED } from '@tests/support/render-app';
import { type ApiError } from '@/lib/http';
import { api } from '@tests/support/raw-api';
import { formatDateTime } from '@/lib/format';
import { onRequestStart } from '@tests/support/request-events';

function countRequests(method: string, path: string) {
  let count = 0;
  const listener = ({ request }: { request: Request }) => {
    if (request.method === method && new URL(request.url).pathname === path) count += 1;
  };
  onRequestStart(listener);
  return {
    get count() {
      return count;
    },
    stop: () => server.events.removeListener('request:start', listener),
  };
}

async function openPasswordModal() {
  fireEvent.click(await screen.findByRole('button', { name: 'Change password' }));
  return screen.findByRole('dialog', { name: 'Change password' });
}

function fill(modal: HTMLElement, values: { old?: string; next?: string; confirm?: string }) {
  if (values.old !== undefined)
    fireEvent.change(within(modal).getByLabelText('Current password'), { target: { value: values.old } });
  if (values.next !== undefined)
    fireEvent.change(within(modal).getByLabelText('New password'), { target: { value: values.next } });
  if (values.confirm !== undefined)
    fireEvent.change(within(modal).getByLabelText('Confirm new password'), { target: { value: values.confirm } });
}

const loginFails = (username: string, password: string) =>
  api.post('/api/login', { username, password }).then(
    () => null,
    (error: ApiError) => error.code,
  );

describe('profile page', () => {
  it('shows name, member id, created date and the read-only account and bank details', async () => {
    await renderApp('/user/profile', { as: SEEDED.member.phone });
    expect(await screen.findByRole('heading', { name: 'Somchai Jaidee' })).toBeInTheDocument();
    expect(screen.getByText('1001')).toBeInTheDocument();
    expect(screen.getByText(formatDateTime('2026-01-15T09:30:00.000Z'))).toBeInTheDocument();
    expect(screen.getByLabelText('Username')).toHaveValue('0812345678');
    expect(screen.getByLabelText('Username')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Bank account name')).toHaveValue('SOMCHAI JAIDEE');
    expect(screen.getByLabelText('Bank account name')).toHaveAttribute('readonly');
    // The bank's English name (nameEN) in English and Lao, its Thai name (nameTH) in Thai.
    expect(screen.getByLabelText('Bank')).toHaveValue('Kasikorn Bank');
    expect(screen.getByLabelText('Account number')).toHaveValue('123-456-7890');
  });

  it('shows the page in Thai', async () => {
    await renderApp('/user/profile', { as: SEEDED.member.phone, locale: 'th' });
    expect(await screen.findByLabelText('เลขที่บัญชี')).toHaveValue('123-456-7890');
    expect(screen.getByLabelText('ธนาคาร')).toHaveValue('ธนาคารกสิกรไทย');
    expect(screen.getByRole('button', { name: 'เปลี่ยนรหัสผ่าน' })).toBeInTheDocument();
  });
});

describe('change password', () => {
  it('silently ignores a save with an empty field', async () => {
    const sent: string[] = [];
    server.use(
      http.put('*/api/account/changepwd', ({ request }) => {
        sent.push(request.url);
        return HttpResponse.json({ message: 'must not be called' }, { status: 500 });
      }),
    );
    const { queryClient } = await renderApp('/user/profile', { as: SEEDED.member.phone });
    const modal = await openPasswordModal();
    fill(modal, { old: 'Demo1234', next: 'New12345' });
    fireEvent.click(within(modal).getByRole('button', { name: 'Save' }));
    // A save that went ahead would have started its mutation within the click.
    expect(queryClient.isMutating()).toBe(0);
    expect(within(modal).queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Change password' })).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it("says 'password not equal' when new and confirm differ, and sends nothing", async () => {
    const calls = countRequests('PUT', '/api/account/changepwd');
    await renderApp('/user/profile', { as: SEEDED.member.phone });
    const modal = await openPasswordModal();
    fill(modal, { old: 'Demo1234', next: 'New12345', confirm: 'New12346' });
    fireEvent.click(within(modal).getByRole('button', { name: 'Save' }));
    expect(await within(modal).findByRole('alert')).toHaveTextContent('The new passwords do not match.');
    expect(calls.count).toBe(0);
  });

  it('a wrong old password shows the error alert and keeps what was typed', async () => {
    await renderApp('/user/profile', { as: SEEDED.member.phone });
    const modal = await openPasswordModal();
    fill(modal, { old: 'Wrong999', next: 'New12345', confirm: 'New12345' });
    fireEvent.click(within(modal).getByRole('button', { name: 'Save' }));
    const alert = await screen.findByRole('dialog', { name: 'Something went wrong' });
    expect(alert).toHaveTextContent('The password is incorrect.');
    expect(await passwordMatches('Demo1234', getDb().members[0].passwordHash)).toBe(true);
    fireEvent.click(within(alert).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Something went wrong' })).not.toBeInTheDocument());
    expect(within(screen.getByRole('dialog', { name: 'Change password' })).getByLabelText('New password')).toHaveValue(
      'New12345',
    );
  });

  it('changes the password: success alert, the new one logs in and the old one no longer does', async () => {
    await renderApp('/user/profile', { as: SEEDED.member.phone });
    const modal = await openPasswordModal();
    fill(modal, { old: 'Demo1234', next: 'Fresh2026', confirm: 'Fresh2026' });
    fireEvent.click(within(modal).getByRole('button', { name: 'Save' }));
    const success = await screen.findByRole('dialog', { name: 'Success' });
    expect(success).toHaveTextContent('Saved');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Change password' })).not.toBeInTheDocument());
    expect(await loginFails(SEEDED.member.phone, 'Demo1234')).toBe('WRONG_CREDENTIAL');
    expect(await loginFails(SEEDED.member.phone, 'Fresh2026')).toBeNull();
  });
});
