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
      {
        message_type: 'media',
        payload: { message: '', url: true, fileType: 'image', filePath: '/a.png', fileName: 'a.png' },
      },
      { message_type: 'generic', payloads: [{ image_url: '/c.svg', title: 'T', subtitle: 'S', buttons: [] }] },
      {
        message_type: 'buttons',
        payload: { text: 'Pick', buttons: [{ title: 'A', type: 'web', payload: 'https://a' }] },
      },
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

describe('specOnly through every wrapper', () => {
  const inner = v.object({ a: v.number(), x: extra(v.string()) });
  const sent = { a: 1, x: 'cut', k: 'one' };

  it.each([
    ['optional', v.optional(inner)],
    ['nullable', v.nullable(inner)],
    ['nullish', v.nullish(inner)],
    ['exact_optional', v.exactOptional(inner)],
    ['non_optional', v.nonOptional(v.optional(inner))],
    ['non_nullable', v.nonNullable(v.nullable(inner))],
    ['non_nullish', v.nonNullish(v.nullish(inner))],
    ['loose_object', v.looseObject({ a: v.number(), x: extra(v.string()) })],
    ['strict_object', v.strictObject({ a: v.number(), x: extra(v.string()) })],
    ['variant', v.variant('k', [v.object({ k: v.literal('one'), a: v.number(), x: extra(v.string()) })])],
  ])('cuts the extras inside %s', (_, schema) => {
    expect(specOnly(schema, sent)).not.toHaveProperty('x');
    expect(specOnly(schema, sent)).toHaveProperty('a', 1);
  });

  it('leaves a value of another shape as it came', () => {
    expect(specOnly(inner, null)).toBeNull();
    expect(specOnly(inner, undefined)).toBeUndefined();
    expect(specOnly(inner, 'OK')).toBe('OK');
    expect(specOnly(inner, [sent])).toEqual([sent]);
    expect(specOnly(v.array(inner), 'none')).toBe('none');
    expect(specOnly(v.union([v.string(), v.number()]), { a: 1 })).toEqual({ a: 1 });
  });

  it('falls back to a loose or strict object option', () => {
    const schema = v.union([v.number(), v.looseObject({ a: v.number(), x: extra(v.string()) })]);
    expect(specOnly(schema, { a: 'bad', x: 'cut' })).toEqual({ a: 'bad' });
  });
});
