import { describe, expect, it } from 'vitest';
import { buttonAction, linkify } from '@/features/chat/links';
import { HOSTILE_URLS } from '@tests/support/hostile-urls';

describe('links and buttons', () => {
  it('links only http and https URLs, without trailing punctuation', () => {
    const parts = linkify(
      'See https://example.com/a?b=1. Or http://x.test, not javascript:alert(1) nor data:text/html,hi',
    );
    expect(parts.filter((p) => p.kind === 'link').map((p) => p.kind === 'link' && p.href)).toEqual([
      'https://example.com/a?b=1',
      'http://x.test/',
    ]);
    expect(parts.map((p) => p.text).join('')).toBe(
      'See https://example.com/a?b=1. Or http://x.test, not javascript:alert(1) nor data:text/html,hi',
    );
  });

  it('links no hostile URL of the corpus (the gate itself is tested in rules/url.test.ts)', () => {
    for (const { url } of HOSTILE_URLS) {
      expect(linkify(`see ${url} here`).filter((part) => part.kind === 'link')).toEqual([]);
    }
  });

  it('web opens safe URLs only; call dials tel:; postback and message send', () => {
    expect(buttonAction({ title: 'Help', type: 'web', payload: 'https://example.com/help' })).toEqual({
      kind: 'open',
      href: 'https://example.com/help',
    });
    expect(buttonAction({ title: 'x', type: 'web', payload: 'javascript:alert(1)' })).toEqual({ kind: 'refused' });
    expect(buttonAction({ title: 'x', type: 'web', payload: 'data:text/html,<script>1</script>' })).toEqual({
      kind: 'refused',
    });
    for (const { url } of HOSTILE_URLS) {
      expect(buttonAction({ title: 'x', type: 'web', payload: url }).kind).toBe('refused');
      expect(buttonAction({ title: 'x', type: 'call', payload: url }).kind).toBe('refused');
    }
    expect(buttonAction({ title: 'Call', type: 'call', payload: '+66 2-123-4567' })).toEqual({
      kind: 'call',
      href: 'tel:+6621234567',
    });
    expect(buttonAction({ title: 'Call', type: 'call', payload: 'javascript:1' })).toEqual({ kind: 'refused' });
    expect(buttonAction({ title: 'Claim', type: 'postback', payload: '' })).toEqual({ kind: 'blocked' });
    expect(buttonAction({ title: 'Claim', type: 'postback', payload: 'CLAIM' })).toEqual({
      kind: 'send',
      body: { message_type: 'postback', payload: { title: 'Claim', payload: 'CLAIM' } },
    });
    expect(buttonAction({ title: 'Show card', type: 'message', payload: 'card' })).toEqual({
      kind: 'send',
      body: { message_type: 'text', payload: 'card' },
    });
  });

  it('keeps every character of the text, in order, around and between the links, and nothing more', () => {
    expect(linkify('hello')).toEqual([{ kind: 'text', text: 'hello' }]);
    expect(linkify('')).toEqual([]);
    expect(linkify('https://a.test')).toEqual([{ kind: 'link', text: 'https://a.test', href: 'https://a.test/' }]);
    expect(linkify('go https://a.test now')).toEqual([
      { kind: 'text', text: 'go ' },
      { kind: 'link', text: 'https://a.test', href: 'https://a.test/' },
      { kind: 'text', text: ' now' },
    ]);
  });

  it('a text button with no usable payload sends its trimmed title, and is blocked with neither', () => {
    expect(buttonAction({ type: 'text', title: ' Hi ', payload: 42 } as never)).toEqual({
      kind: 'send',
      body: { message_type: 'text', payload: 'Hi' },
    });
    expect(buttonAction({ type: 'text', title: '', payload: '   ' })).toEqual({ kind: 'blocked' });
    expect(buttonAction({ type: 'text', title: '', payload: null } as never)).toEqual({ kind: 'blocked' });
  });
});
