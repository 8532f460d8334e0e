import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dropAllChatSockets } from '@mocks/chat-socket';
import { getDb } from '@mocks/db';
import { setChatAgentDelay } from '@mocks/handlers/chat';
import { setScenario } from '@mocks/scenarios';
import { currentPath, renderApp, SEEDED } from '@tests/support/render-app';
import { formatDateTime } from '@/lib/format';
import { getToken } from '@/lib/session';
import { STORAGE_KEYS } from '@/lib/storage';
import { statementLines } from '@tests/support/statement';

/**
 * The account area's screens against a backend that sends only what the spec names (specMinimal: every
 * field the contract marks extra is cut from every answer): each still works from the spec's fields alone.
 */

type User = Awaited<ReturnType<typeof renderApp>>['user'];
const SLOW = { timeout: 5000 };

beforeEach(() => {
  setScenario({ specMinimal: true });
  setChatAgentDelay(20);
});
afterEach(() => dropAllChatSockets());

describe('with answers cut to the spec', () => {
  it('login: the member signs in and reaches home', async () => {
    const { user, router } = await renderApp('/login');
    await user.type(await screen.findByLabelText('Phone number'), SEEDED.member.phone);
    await user.type(screen.getByLabelText('Password'), SEEDED.member.password);
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(currentPath(router)).toBe('/user/home'), SLOW);
    expect(getDb().sessions.some((s) => s.token === getToken())).toBe(true);
  });

  it('registration: the four steps with OTP end in a registered member', async () => {
    const { user, router } = await renderApp('/register');
    await user.type(await screen.findByLabelText('Phone number'), '0944444444');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('heading', { name: 'Confirm OTP', level: 2 });
    await user.type(screen.getByLabelText('OTP code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await screen.findByRole('heading', { name: 'Your details', level: 2 });
    await user.type(screen.getByLabelText('Name'), 'Minimal Member');
    await user.type(screen.getByLabelText('Password'), 'Secret12');
    await user.type(screen.getByLabelText('Confirm password'), 'Secret12');
    await user.selectOptions(
      await screen.findByLabelText('How did you hear about us?'),
      await screen.findByRole('option', { name: 'LINE' }),
    );
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('heading', { name: 'Bank account', level: 2 });
    await user.selectOptions(
      await screen.findByLabelText('Bank'),
      await screen.findByRole('option', { name: /\(SCB\)/ }),
    );
    await user.type(screen.getByLabelText('Account number'), '4445556667');
    await user.type(screen.getByLabelText('First name (as on the account)'), 'minimal');
    await user.type(screen.getByLabelText('Last name (as on the account)'), 'member');
    // The redirect's 2 s pass on the test's clock (register.test.tsx times them).
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Registration complete. Please log in.', {}, SLOW)).toBeInTheDocument();
    expect(getDb().members.find((m) => m.username === '0944444444')).toMatchObject({
      bankAccountName: 'MINIMAL MEMBER',
    });
    await act(async () => {
      vi.advanceTimersByTime(2000);
    });
    await waitFor(() => expect(currentPath(router)).toBe('/login'), SLOW);
  });

  it('profile: name, id, created date, username and the bank account', async () => {
    await renderApp('/user/profile', { as: SEEDED.member.phone });
    expect(await screen.findByRole('heading', { name: 'Somchai Jaidee' }, SLOW)).toBeInTheDocument();
    // memberId is not a spec field: the id shown is the profile's _id.
    expect(screen.getByText('m-1001')).toBeInTheDocument();
    expect(screen.getByText(formatDateTime('2026-01-15T09:30:00.000Z'))).toBeInTheDocument();
    expect(screen.getByLabelText('Username')).toHaveValue('0812345678');
    expect(screen.getByLabelText('Bank account name')).toHaveValue('SOMCHAI JAIDEE');
    expect(screen.getByLabelText('Bank')).toHaveValue('Kasikorn Bank');
    expect(screen.getByLabelText('Account number')).toHaveValue('123-456-7890');
  });

  it('statement: ten entries with amounts and pages; the slip modal pages without a total and opens an image', async () => {
    await renderApp('/user/statement', { as: SEEDED.member.phone });
    const list = await screen.findByRole('list', { name: 'Statement, page 1' }, SLOW);
    const rows = statementLines(list);
    expect(rows).toHaveLength(10);
    expect(rows[0]).toHaveTextContent('Deposit');
    // Amounts show once the member's currency is known (the deposit lookup), never in a guessed one.
    await waitFor(() => expect(rows[0]).toHaveTextContent('+100.00'), SLOW);
    expect(rows[3]).toHaveTextContent('New member bonus 50%');
    expect(
      within(screen.getByRole('navigation', { name: 'Pages' })).getByRole('button', { name: 'Page 2' }),
    ).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Upload status' }));
    const modal = await screen.findByRole('dialog', { name: 'Slip upload status' }, SLOW);
    const slips = await within(modal).findByRole('list', { name: /Slips, page/ });
    expect(within(slips).getAllByRole('listitem')).toHaveLength(10);
    expect(slips).toHaveTextContent('Failed (Incorrect slip)');
    // No total in the spec's slip answer: a full page offers the next one.
    fireEvent.click(within(modal).getByRole('button', { name: 'Page 2' }));
    await waitFor(() =>
      expect(within(modal).getByRole('list', { name: /Slips, page/ })).toHaveTextContent(
        'Failed (Unreadable or invalid slip)',
      ),
    );
    fireEvent.click(within(modal).getAllByRole('button', { name: /View the slip received/ })[0]);
    expect(await within(modal).findByRole('img', { name: /Slip received/ })).toHaveAttribute(
      'src',
      expect.stringMatching(/^\/images\/slips\//),
    );
  });

  it('contact: the contact text, LINE name and link', async () => {
    await renderApp('/contact');
    expect(await screen.findByRole('heading', { level: 1, name: 'Contact us' })).toBeInTheDocument();
    expect(await screen.findByText('24 hours a day', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Add us on LINE/ })).toHaveAttribute(
      'href',
      'https://line.me/R/ti/p/@memberportal',
    );
    expect(screen.getByRole('img', { name: 'LINE QR code of @memberportal' })).toBeInTheDocument();
  });

  it('chat: the member sees the history and a sent message is delivered and answered', async () => {
    localStorage.setItem(STORAGE_KEYS.guestId, 'guest-minimal-0001');
    const { user } = await renderApp('/user/contact', { as: SEEDED.member.phone });
    const panel = await openChat(user);
    const log = await within(panel).findByRole('log');
    expect(await within(log).findByText('Yes, it was sent to your bank account.')).toBeInTheDocument();
    await user.type(within(panel).getByLabelText('Message'), 'Hello minimal{Enter}');
    expect(await within(log).findByText('· Delivered', {}, SLOW)).toBeInTheDocument();
    expect(await within(log).findByText(/A team member will reply soon/, {}, SLOW)).toBeInTheDocument();
    const mine = getDb()
      .chats.find((c) => c.key === 'member:m-1001')!
      .messages.at(-2)!;
    expect(mine.message).toEqual({ message_type: 'text', payload: 'Hello minimal' });
  });
});

async function openChat(user: User) {
  await user.click(await screen.findByRole('button', { name: 'Open chat with support' }, SLOW));
  const panel = await screen.findByRole('dialog', { name: 'Chat with support' });
  await waitFor(() => expect(within(panel).getByRole('button', { name: 'Attach an image or video' })).toBeEnabled());
  return panel;
}
