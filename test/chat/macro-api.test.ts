/** The macro API as registered on a client: the system's own calls and those its modules add. */
import { describe, expect, it } from 'vitest';
import { FakeTable } from '../support/fake-canvas';

const { registerChat, BROADSIDE_API } = await import('../../src/chat/register');
const { rollTurnCard } = await import('../../src/modules/kmh/turn-roll-action');

describe('CONFIG.Broadside', () => {
  it("offers a ship's turn rolls from the turn sequence module that has them, beside the system's calls", () => {
    const t = new FakeTable();
    t.use(t.connect('Pellew', 'player'));
    registerChat();
    const api = (globalThis as unknown as { CONFIG: { Broadside: Record<string, unknown> } }).CONFIG.Broadside;
    expect(api.rollTurnCard).toBe(rollTurnCard);
    for (const [name, call] of Object.entries(BROADSIDE_API)) expect(api[name], name).toBe(call);
  });
});
