import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { dropAllChatSockets } from '@mocks/chat-socket';
import { renderApp, SEEDED } from '@tests/support/render-app';
import en from '@/locales/en.json';
import la from '@/locales/la.json';
import th from '@/locales/th.json';

afterEach(() => {
  dropAllChatSockets();
});

// The seeded member's earlier conversation, as a Thai, Lao or English member reads it (issue 41: it was English
// for everyone).
const SEEDED_LINES = {
  th: { strings: th, asked: 'สวัสดีอีกครั้ง การถอนเงินของฉันเสร็จหรือยัง', answered: 'เรียบร้อยแล้ว โอนเข้าบัญชีธนาคารของคุณแล้ว' },
  la: { strings: la, asked: 'ສະບາຍດີອີກຄັ້ງ ການຖອນເງິນຂອງຂ້ອຍສຳເລັດແລ້ວບໍ', answered: 'ແລ້ວ, ໂອນເຂົ້າບັນຊີທະນາຄານຂອງທ່ານແລ້ວ' },
  en: { strings: en, asked: 'Hello again, is my withdrawal done?', answered: 'Yes, it was sent to your bank account.' },
} as const;

describe('the seeded chat history', () => {
  it.each(Object.entries(SEEDED_LINES))('reads in the member’s language: %s', async (locale, lines) => {
    const { user } = await renderApp('/user/contact', {
      as: SEEDED.member.phone,
      locale: locale as keyof typeof SEEDED_LINES,
    });
    const launcher = await screen.findByRole('button', { name: lines.strings.chat.openChat }, { timeout: 5000 });
    await user.click(launcher);
    const panel = await screen.findByRole('dialog', { name: lines.strings.chat.title });
    const history = await within(panel).findByRole('log');
    expect(await within(history).findByText(lines.answered)).toBeInTheDocument();
    expect(within(history).getByText(lines.asked)).toBeInTheDocument();
  });
});
