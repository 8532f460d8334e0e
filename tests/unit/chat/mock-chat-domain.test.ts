import { describe, expect, it } from 'vitest';
import {
  chatHistory,
  chatPerson,
  checkUpload,
  markSupportRead,
  storeAgentReplies,
  storeCustomerMessage,
} from '@mocks/domain/chat';
import { createSeed } from '@mocks/seed';
import { ruleCode } from '@tests/support/rule-code';

const AT = '2026-05-01T00:00:00.000Z';
const GUEST = 'guest-domain-0001';
const codeOf = ruleCode;

describe('chat conversation rules', () => {
  it('knows a member from the token whatever the body says, a visitor by a well-formed guest id only', () => {
    const db = createSeed();
    const member = db.members[0];
    expect(chatPerson(member, { guestId: GUEST })).toMatchObject({
      key: `member:${member._id}`,
      userId: member._id,
      guestId: null,
    });
    expect(chatPerson(null, { guestId: GUEST })).toMatchObject({ key: `guest:${GUEST}`, userId: null, guestId: GUEST });
    expect(codeOf(() => chatPerson(null, { guestId: 'not a guest' }))).toBe('KEY_MISSING');
    expect(codeOf(() => chatPerson(null, null))).toBe('KEY_MISSING');
  });

  it('stores a customer message in the session, the agent replies after it, and a closing reply starts the next session', () => {
    const db = createSeed();
    const guest = chatPerson(null, { guestId: GUEST });
    const saved = storeCustomerMessage(db, guest, { message_type: 'text', payload: 'hello' }, AT);
    expect(saved).toMatchObject({
      sender: 'customer',
      createdAt: AT,
      session_id: `guest:${GUEST}#1`,
      guestId: GUEST,
      userId: null,
    });
    const [reply] = storeAgentReplies(db, guest, [{ message_type: 'text', payload: 'bye' }], true, AT);
    expect(reply).toMatchObject({ sender: 'other', name: 'Support', session_id: `guest:${GUEST}#1` });
    expect(storeCustomerMessage(db, guest, { message_type: 'text', payload: 'again' }, AT).session_id).toBe(
      `guest:${GUEST}#2`,
    );
    expect(chatHistory(db, guest, 0, 10).messages.map((m) => m.sender)).toEqual(['customer', 'other', 'customer']);
  });

  it('refuses what a customer may not send and changes nothing', () => {
    const db = createSeed();
    const guest = chatPerson(null, { guestId: GUEST });
    const before = JSON.stringify(db.chats);
    expect(codeOf(() => storeCustomerMessage(db, guest, { message_type: 'text', payload: '  ' }, AT))).toBe(
      'KEY_INVALID',
    );
    expect(codeOf(() => storeCustomerMessage(db, guest, { message_type: 'text', payload: 'a'.repeat(2001) }, AT))).toBe(
      'KEY_INVALID',
    );
    expect(codeOf(() => storeCustomerMessage(db, guest, { message_type: 'generic', payloads: [] }, AT))).toBe(
      'KEY_INVALID',
    );
    expect(JSON.stringify(db.chats)).toBe(before);
  });

  it('pages history newest first within bounds, and marks unread support messages read once', () => {
    const db = createSeed();
    const member = chatPerson(db.members[0], null);
    expect(chatHistory(db, member, 0, 10).total).toBe(21);
    expect(codeOf(() => chatHistory(db, member, -1, 10))).toBe('KEY_INVALID');
    expect(codeOf(() => chatHistory(db, member, 0, 101))).toBe('KEY_INVALID');
    expect(codeOf(() => chatHistory(db, member, 0, 1.5))).toBe('KEY_INVALID');
    for (const message of db.chats[0].messages) message.readAt = null;
    expect(markSupportRead(db, member, AT)).toBe(11);
    expect(markSupportRead(db, member, AT)).toBe(0);
    expect(markSupportRead(db, chatPerson(null, { guestId: GUEST }), AT)).toBe(0);
  });

  it('checks uploads: a file is needed, of an allowed type and size', () => {
    expect(codeOf(() => checkUpload('image', null))).toBe('KEY_MISSING');
    expect(codeOf(() => checkUpload('image', { name: 'a.png', size: 10 }))).toBe('OK');
    expect(codeOf(() => checkUpload('image', { name: 'a.mp4', size: 10 }))).toBe('KEY_INVALID');
    // Spec: images up to 10 MB = 10 * 1024 * 1024 = 10,485,760 bytes.
    expect(codeOf(() => checkUpload('image', { name: 'a.png', size: 10_485_760 }))).toBe('OK');
    expect(codeOf(() => checkUpload('image', { name: 'a.png', size: 10_485_761 }))).toBe('KEY_INVALID');
    expect(codeOf(() => checkUpload('video', { name: 'clip.MOV', size: 10 }))).toBe('OK');
  });
});
