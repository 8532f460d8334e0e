/**
 * The scripted support agent of the mocked chat backend (keywords: chat-agent.ts), answering with every
 * message type so QA can see each renderer, in the language of the customer's call (texts/agent.ts).
 */
import { agentWords } from '../texts/agent';
import type { MockLang } from '../texts/lang';
import type { MockChatMessage } from '../types';

type ChatBody = MockChatMessage['message'];

export interface AgentAnswer {
  replies: ChatBody[];
  endsSession: boolean;
}

export const isRecord = (value: unknown): value is Record<string, unknown> => !!value && typeof value === 'object';

const text = (payload: string): ChatBody => ({ message_type: 'text', payload });
const KEYWORDS = ['text', 'link', 'buttons', 'quick', 'card', 'image', 'video', 'file', 'end'];

function keywordOf(message: ChatBody): string | null {
  if (message.message_type === 'text' && typeof message.payload === 'string')
    return message.payload.trim().toLowerCase();
  if (message.message_type === 'postback' && isRecord(message.payload) && typeof message.payload.payload === 'string') {
    return message.payload.payload.trim();
  }
  return null;
}

const media = (
  message: string,
  fileType: 'image' | 'video' | 'file',
  filePath: string,
  fileName: string,
): ChatBody => ({
  message_type: 'media',
  payload: { message, url: true, fileType, filePath, fileName },
});

/** Every reply the agent can give, in one language. */
function script(lang: MockLang): Record<string, ChatBody[]> {
  const w = agentWords(lang);
  const menu: ChatBody = {
    message_type: 'quick_replies',
    payload: { text: w('menu'), quick_replies: KEYWORDS.map((k) => ({ title: k, type: 'message', payload: k })) },
  };
  const cards: ChatBody = {
    message_type: 'generic',
    payloads: [
      {
        image_url: '/chat/card-bonus.svg',
        title: w('welcomeTitle'),
        subtitle: w('welcomeSubtitle'),
        buttons: [
          { title: w('claimBonus'), type: 'postback', payload: 'CLAIM_BONUS' },
          { title: w('readTerms'), type: 'web', payload: 'https://example.com/promotions/welcome' },
        ],
      },
      {
        image_url: '/chat/card-invite.svg',
        title: w('inviteTitle'),
        subtitle: w('inviteSubtitle'),
        buttons: [{ title: w('tellMore'), type: 'message', payload: 'menu' }],
      },
    ],
  };
  return {
    CLAIM_BONUS: [text(w('claimNoted'))],
    AGENT: [text(w('agentSoon'))],
    menu: [menu],
    text: [text(w('text'))],
    link: [text(w('link'))],
    buttons: [
      {
        message_type: 'buttons',
        payload: {
          text: w('buttons'),
          buttons: [
            { title: w('helpCentre'), type: 'web', payload: 'https://example.com/help' },
            { title: w('callSupport'), type: 'call', payload: '+6621234567' },
            { title: w('talkToAgent'), type: 'postback', payload: 'AGENT' },
            { title: w('showCard'), type: 'message', payload: 'card' },
            { title: w('unsafeLink'), type: 'web', payload: 'javascript:alert(1)' },
          ],
        },
      },
    ],
    quick: [
      {
        message_type: 'quick_replies',
        payload: {
          text: w('quick'),
          quick_replies: [
            { title: w('yes'), type: 'message', payload: w('yes') },
            { title: w('noMenu'), type: 'message', payload: 'menu' },
            { title: w('talkToAgent'), type: 'postback', payload: 'AGENT' },
          ],
        },
      },
    ],
    card: [cards],
    image: [media(w('image'), 'image', '/chat/sample-image.svg', 'deposit-screen.svg')],
    video: [media(w('video'), 'video', '/chat/sample.mp4', 'guide.mp4')],
    file: [media(w('file'), 'file', '/chat/deposit-guide.txt', 'deposit-guide.txt')],
    end: [text(w('end'))],
    fallback: [text(w('fallback'))],
    gotImage: [text(w('gotImage'))],
    gotVideo: [text(w('gotVideo'))],
  };
}

const ALIASES: Record<string, string> = {
  help: 'menu',
  hi: 'menu',
  hello: 'menu',
  เมนู: 'menu',
  ເມນູ: 'menu',
  cards: 'card',
};

/** The agent's answer to one customer message, in `lang` (Thai, the mock's default, when not given). */
export function agentAnswer(message: ChatBody, lang: MockLang = 'th'): AgentAnswer {
  const replies = script(lang);
  if (message.message_type === 'media') {
    const video = isRecord(message.payload) && message.payload.fileType === 'video';
    return { replies: video ? replies.gotVideo : replies.gotImage, endsSession: false };
  }
  const keyword = keywordOf(message) ?? '';
  if (keyword === 'CLAIM_BONUS' || keyword === 'AGENT') return { replies: replies[keyword], endsSession: false };
  const key = ALIASES[keyword.toLowerCase()] ?? keyword.toLowerCase();
  const known = KEYWORDS.includes(key) || key === 'menu';
  return { replies: known ? replies[key] : replies.fallback, endsSession: key === 'end' };
}
