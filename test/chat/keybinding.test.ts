/** The fire dialog's keybinding as registered on the fake table's client (test/support/fake-canvas.ts). */
import { describe, expect, it } from 'vitest';
import { FakeTable, MODIFIER_KEYS } from '../support/fake-canvas';

const { registerChat } = await import('../../src/chat/register');

describe('the fire keybinding', () => {
  it('is Shift+F, its modifier named as KeyboardManager.MODIFIER_KEYS names it', () => {
    const t = new FakeTable();
    const client = t.connect('Pellew', 'player');
    t.use(client);
    registerChat();
    const fire = client.keybindings.find((k) => k.action === 'fire');
    expect(fire?.data.editable).toEqual([{ key: 'KeyF', modifiers: [MODIFIER_KEYS.SHIFT] }]);
    const modifiers = client.keybindings.flatMap((k) =>
      (k.data.editable as { modifiers?: string[] }[]).flatMap((b) => b.modifiers ?? []),
    );
    expect(modifiers.every((m) => Object.values<string>(MODIFIER_KEYS).includes(m))).toBe(true);
  });
});
