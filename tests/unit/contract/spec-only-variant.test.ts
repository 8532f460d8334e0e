import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { chatBody } from '@/contract/chat';
import { extra } from '@/contract/endpoint';
import { specOnly } from '@/contract/spec-only';

describe('specOnly over a variant', () => {
  it('cuts each message by its own option, keeping the spec fields of every message type', () => {
    const messages = v.array(chatBody);
    const sent = [
      { message_type: 'text', payload: 'hi' },
      { message_type: 'media', payload: { message: '', url: true, fileType: 'image', filePath: '/a.png', fileName: 'a.png' } },
      { message_type: 'generic', payloads: [{ image_url: '/c.svg', title: 'T', subtitle: 'S', buttons: [] }] },
      { message_type: 'buttons', payload: { text: 'Pick', buttons: [{ title: 'A', type: 'web', payload: 'https://a' }] } },
    ];
    expect(specOnly(messages, sent)).toEqual([
      { message_type: 'text', payload: 'hi' },
      { message_type: 'media', payload: { message: '', url: true, fileType: 'image', filePath: '/a.png' } },
      { message_type: 'generic', payloads: [{ image_url: '/c.svg', title: 'T', subtitle: 'S', buttons: [] }] },
      { message_type: 'buttons', payload: { buttons: [{ title: 'A', type: 'web', payload: 'https://a' }] } },
    ]);
    expect(v.is(messages, specOnly(messages, sent))).toBe(true);
  });

  it('falls back to the first object option when no option matches', () => {
    const schema = v.union([v.object({ a: v.number(), x: extra(v.string()) }), v.object({ b: v.number() })]);
    expect(specOnly(schema, { a: 'not a number', x: 'cut' })).toEqual({ a: 'not a number' });
    expect(specOnly(schema, { b: 1, x: 'kept away' })).toEqual({ b: 1 });
  });
});
