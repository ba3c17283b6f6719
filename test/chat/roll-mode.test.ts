/**
 * The roll mode a card is posted in. `"roll"` stands for the user's current roll mode, not for a
 * public roll (test/support/FOUNDRY-FACTS.md section 7), and a card with something to apply is
 * never a self roll (decision card-roll-mode).
 */
import { describe, expect, it } from 'vitest';
import { cardRollMode } from '../../src/chat/roll-mode';
import { table } from '../authority/table';

describe('the roll mode of a card', () => {
  it('is the user’s current one when "roll" is asked for, whatever that is', () => {
    expect(cardRollMode(false, 'roll', 'blindroll')).toBe('blindroll');
    expect(cardRollMode(false, 'roll', 'selfroll')).toBe('selfroll');
    expect(cardRollMode(false, 'roll', 'publicroll')).toBe('publicroll');
  });

  it('turns a self roll into a GM roll for a card with something to apply, asked for as "roll" or by name', () => {
    expect(cardRollMode(true, 'roll', 'selfroll')).toBe('gmroll');
    expect(cardRollMode(true, 'selfroll', 'publicroll')).toBe('gmroll');
    expect(cardRollMode(true, 'blindroll', 'selfroll')).toBe('blindroll');
  });

  it('reaches the GM through the server when the player rolls to himself: "roll" passed on as it is would not', async () => {
    const t = table();
    t.server.users.get(t.p1.userId)!.rollMode = 'selfroll';
    const card = (mode: string) => {
      const data: { type: string; system: unknown; rolls: string[]; whisper?: string[] } = {
        type: 'base',
        system: {},
        rolls: [],
      };
      return t.server.applyRollMode(t.p1.userId, data, mode);
    };
    const passedOn = await t.server.createMessage(t.p1.userId, card('roll'));
    const posted = await t.server.createMessage(t.p1.userId, card(cardRollMode(true, 'roll', 'selfroll')));
    await t.server.settle();
    expect(t.gm.message(passedOn.id)).toBeUndefined();
    expect(t.gm.message(posted.id)).toBeDefined();
    expect(t.p2.message(posted.id)).toBeUndefined();
  });
});
