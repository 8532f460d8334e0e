import { describe, expect, it } from 'vitest';
import { agentAnswer } from '@mocks/domain/chat-agent-script';
import { conversationKey, customerMessageError, historyPage, seedChats, uploadError } from '@mocks/domain/chat-agent';

const MB = 1024 * 1024;

describe('mock chat rules', () => {
  it('pages newest first, each page oldest first', () => {
    const all = Array.from({ length: 21 }, (_, i) => i);
    expect(historyPage(all, 0, 10)).toEqual({ messages: [11, 12, 13, 14, 15, 16, 17, 18, 19, 20], total: 21 });
    expect(historyPage(all, 10, 10).messages).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(historyPage(all, 20, 10).messages).toEqual([0]);
    expect(historyPage(all, 30, 10).messages).toEqual([]);
  });

  it('validates customer messages at the 2000 character boundary and by type', () => {
    expect(customerMessageError({ message_type: 'text', payload: 'a'.repeat(2000) })).toBeNull();
    expect(customerMessageError({ message_type: 'text', payload: 'a'.repeat(2001) })).toBe('KEY_INVALID');
    expect(customerMessageError({ message_type: 'text', payload: '   ' })).toBe('KEY_INVALID');
    expect(customerMessageError({ message_type: 'generic', payloads: [] })).toBe('KEY_INVALID');
    expect(
      customerMessageError({ message_type: 'media', payload: { fileType: 'image', filePath: '/x.png' } }),
    ).toBeNull();
    expect(
      customerMessageError({ message_type: 'postback', payload: { title: 'Claim', payload: 'CLAIM_BONUS' } }),
    ).toBeNull();
    expect(customerMessageError(null)).toBe('KEY_MISSING');
  });

  it('applies the upload limits too', () => {
    expect(uploadError('image', 'a.PNG', 10 * MB)).toBeNull();
    expect(uploadError('image', 'a.png', 10 * MB + 1)).toBe('KEY_INVALID');
    expect(uploadError('video', 'a.mp4', 20 * MB)).toBeNull();
    expect(uploadError('video', 'a.mp4', 20 * MB + 1)).toBe('KEY_INVALID');
    expect(uploadError('image', 'a.mp4', 1)).toBe('KEY_INVALID');
    expect(uploadError('image', 'noext', 1)).toBe('KEY_INVALID');
  });

  it('keys conversations per member and per guest', () => {
    expect(conversationKey('m-1', 'guest-abcdef')).toBe('member:m-1');
    expect(conversationKey(null, 'guest-abcdef')).toBe('guest:guest-abcdef');
    expect(conversationKey(null, null)).toBeNull();
  });

  it('the scripted agent answers each keyword with its message type', () => {
    const type = (text: string) => agentAnswer({ message_type: 'text', payload: text }).replies[0].message_type;
    expect(type('menu')).toBe('quick_replies');
    expect(type('BUTTONS')).toBe('buttons');
    expect(type('card')).toBe('generic');
    expect(type('quick')).toBe('quick_replies');
    expect(type(' image ')).toBe('media');
    expect(type('video')).toBe('media');
    expect(type('file')).toBe('media');
    expect(type('anything else')).toBe('text');
    expect(agentAnswer({ message_type: 'text', payload: 'end' }).endsSession).toBe(true);
    expect(agentAnswer({ message_type: 'text', payload: 'menu' }).endsSession).toBe(false);
    const claim = agentAnswer(
      { message_type: 'postback', payload: { title: 'Claim bonus', payload: 'CLAIM_BONUS' } },
      'en',
    );
    expect(claim.replies[0]).toMatchObject({
      message_type: 'text',
      payload: expect.stringContaining('bonus claim') as unknown,
    });
  });

  it('the agent answers in the language of the call: Thai by default, Lao and English when asked', () => {
    const reply = (lang?: 'th' | 'la' | 'en') => agentAnswer({ message_type: 'text', payload: 'end' }, lang).replies[0];
    expect(reply()).toEqual({ message_type: 'text', payload: 'ขอบคุณที่สนทนากับเรา การสนทนานี้ปิดแล้ว' });
    expect(reply('la')).toEqual({ message_type: 'text', payload: 'ຂອບໃຈທີ່ສົນທະນາກັບພວກເຮົາ ການສົນທະນານີ້ປິດແລ້ວ' });
    expect(reply('en')).toEqual({
      message_type: 'text',
      payload: 'Thank you for chatting with us. This conversation is now closed.',
    });
    // Keywords stay English in every language: the menu's quick replies send them as they are.
    const menu = agentAnswer({ message_type: 'text', payload: 'ເມນູ' }, 'la').replies[0];
    expect(menu).toMatchObject({
      message_type: 'quick_replies',
      payload: { text: expect.stringContaining('ສະບາຍດີ') as unknown },
    });
  });

  it('seeds a member conversation with two sessions and more than one page', () => {
    const [conversation] = seedChats(Date.parse('2026-05-01T00:00:00Z'));
    expect(conversation.key).toBe('member:m-1001');
    expect(conversation.messages.length).toBeGreaterThan(20);
    expect(new Set(conversation.messages.map((m) => m.session_id)).size).toBe(2);
  });
});
