/**
 * Modules and the filled card: core's renderChatMessageHTML hook runs inside core's renderHTML,
 * before Broadside fills the message (v13's ChatMessage#renderHTML builds the element and calls the
 * hook, then a subclass's override goes on, as dnd5e 5.x's ChatMessage5e does; FOUNDRY-FACTS.md §7).
 * So Broadside calls `broadside.renderChatMessage` once the card is filled. The base class here is
 * a stand-in doing what core's does; the message's data model is the real one, shown as the
 * combat layer registers it, and the card is rendered from the real template with real Handlebars
 * and the English language file.
 */
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { renderTemplate } from '../support/render';
import type * as ChatMessageModule from '../../src/documents/chat-message';
import type * as MessageModels from '../../src/data/message-models';

vi.mock('../../src/modules/kmh/deck-procedures', () => ({
  CARD_MESSAGE_TEMPLATE: 'templates/modules/kmh/card-message.hbs',
  cardName: (card: string) => card,
  wireDeckCard: () => undefined,
}));

type Listener = (...args: unknown[]) => void;
const listeners = new Map<string, Listener[]>();
const on = (hook: string, fn: Listener) => listeners.set(hook, [...(listeners.get(hook) ?? []), fn]);

/** What core's ChatMessage#renderHTML does, as far as this test needs: the frame, the content as stored, then the hook.
 * */
class CoreChatMessage {
  isContentVisible = true;
  content = '';
  constructor(
    readonly type: string,
    readonly system: { toObject(): unknown },
    readonly author: { isGM: boolean },
  ) {
    // A document is the parent of its system data model (DataModel#parent).
    Object.defineProperty(system, 'parent', { value: this });
  }

  /** Document#toObject: the stored source. */
  toObject(): { type: string; system: unknown; rolls: string[] } {
    return { type: this.type, system: this.system.toObject(), rolls: [] };
  }

  renderHTML(): Promise<HTMLElement> {
    const content = { innerHTML: this.content };
    const html = {
      querySelector: (selector: string) => (selector === '.message-content' ? content : null),
    } as unknown as HTMLElement;
    (globalThis as unknown as { Hooks: { callAll(hook: string, ...args: unknown[]): void } }).Hooks.callAll(
      'renderChatMessageHTML',
      this,
      html,
    );
    return Promise.resolve(html);
  }
}

let ChatMessageClass: typeof ChatMessageModule.BroadsideChatMessage;
let DeckCard: typeof MessageModels.DeckCardModel;

beforeAll(async () => {
  Object.assign(globalThis, {
    ChatMessage: CoreChatMessage,
    Hooks: { callAll: (hook: string, ...args: unknown[]) => void listeners.get(hook)?.forEach((fn) => fn(...args)) },
    game: {
      user: { id: 'u-player', isGM: false },
      combats: { get: () => undefined },
      i18n: { localize: (key: string) => key },
    },
  });
  const global = globalThis as unknown as { foundry: Record<string, unknown> };
  Object.assign(global.foundry, {
    applications: {
      handlebars: { renderTemplate: (path: string, context: object) => Promise.resolve(renderTemplate(path, context)) },
    },
    utils: { escapeHTML: (text: string) => text },
  });
  ({ BroadsideChatMessage: ChatMessageClass } = await import('../../src/documents/chat-message'));
  ({ DeckCardModel: DeckCard } = await import('../../src/data/message-models'));
  // How a drawn deck card is shown, attached as combat/register.ts attaches it.
  DeckCard.show = (await import('../../src/modules/kmh/deck-card-show')).DECK_CARD_SHOW;
});

describe('broadside.renderChatMessage', () => {
  it('hands a listener the message and its element once the card is filled; core’s own hook saw it empty', async () => {
    const seen: { hook: string; content: string; message: unknown }[] = [];
    const read = (hook: string) => (message: unknown, html: unknown) =>
      seen.push({ hook, message, content: (html as HTMLElement).querySelector('.message-content')!.innerHTML });
    on('renderChatMessageHTML', read('core'));
    on('broadside.renderChatMessage', read('broadside'));
    // A module adds its line to the filled card.
    on(
      'broadside.renderChatMessage',
      (_message: unknown, html: unknown) =>
        void ((html as HTMLElement).querySelector('.message-content')!.innerHTML += '<p class="module-note">noted</p>'),
    );
    const data = {
      combatId: 'c-1',
      card: 'move:British',
      turn: 2,
      ships: [{ name: 'HMS Defiance', img: '', tokenId: 't-1', hidden: false, founderMovesLeft: null }],
    };
    const message = new (
      ChatMessageClass as unknown as new (...args: unknown[]) => InstanceType<typeof ChatMessageClass>
    )('deckCard', Object.assign(new DeckCard(), { toObject: () => data }), { isGM: true });
    const html = await message.renderHTML();
    expect(seen.map((s) => s.hook)).toEqual(['core', 'broadside']);
    expect(seen[0]!.content).toBe('');
    const filled = seen[1]!;
    expect(filled.message).toBe(message);
    expect(filled.content).toContain('Move: British');
    expect(filled.content).toContain('HMS Defiance');
    // What a listener adds to the filled card stays: nothing fills the content after the hook.
    expect(html.querySelector('.message-content')!.innerHTML).toBe(`${filled.content}<p class="module-note">noted</p>`);
  });
});
