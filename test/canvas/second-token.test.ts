/**
 * A second token of a player's ship on the battle's scene (one he dragged out, or one the GM left
 * there), which he adds to the begun battle as a combatant himself (his right over his own
 * combatant, FOUNDRY-FACTS.md section 4). The battle's moves, seeded when the deck began, do not
 * place it and no squadron holds it: it is held to the battle's turn all the same, with no
 * activation of its own, so it cannot sail outside hers.
 */
import { describe, expect, it } from 'vitest';
import {
  FakeScene,
  FakeTable,
  asFoundry,
  fakeBattle,
  type FakeClient,
  type FakeCombatant,
} from '../support/fake-canvas';
import { seedMoves } from '../../src/canvas/move-store';
import { ship } from '../combat/battle';

const { registerCanvas } = await import('../../src/canvas/register');
const { BroadsideCombat } = await import('../../src/combat/combat');
const { battleOf } = await import('../../src/canvas/battle-of');

function battleTable(played: string[]) {
  const t = new FakeTable();
  const gm = t.connect('Gamemaster', 'gm');
  const player = t.connect('Pellew', 'player');
  const onSea = new FakeScene('sea', { size: 100, distance: 5, units: 'cm', isHexagonal: false });
  for (const client of [gm, player]) {
    client.viewing = onSea;
    t.use(client);
    registerCanvas();
  }
  const defiance = t.ship('HMS Defiance', onSea, { x: 1000, y: 1000 }, undefined, [player.user.id]);
  t.broadcast('ready');
  const combatants: FakeCombatant[] = [{ id: 'cmbDefiance00000', tokenId: defiance.id }];
  const deck = { turn: 1, played, combined: [], last: { action: 'draw', card: played.at(-1) ?? '', by: gm.user.id } };
  const squadrons = [{ id: 'Inshore', side: 'friendly', ships: ['cmbDefiance00000'], flagship: null }];
  const moves = seedMoves({}, [{ tokenId: defiance.id, squadron: 'Inshore', side: 'friendly' }]);
  const entry = (c: FakeCombatant) => ({
    ...ship({
      name: 'HMS Defiance',
      combatantId: c.id,
      actorUuid: `Actor.${c.tokenId}`,
      tokenId: c.tokenId,
      img: '',
      nationality: 'british',
      ownerIds: [player.user.id],
    }),
  });
  const battle = fakeBattle(t, BroadsideCombat.prototype, { deck, squadrons, moves }, combatants, entry);
  t.combat = battle;
  return { t, gm, player, defiance, battle, onSea };
}

/** A hostile client: none of its own movement hooks run. */
function skipHooks(t: FakeTable, player: FakeClient) {
  t.use(player);
  player.hooks.handlers.delete('preMoveToken');
  player.hooks.handlers.delete('preUpdateToken');
}

describe('a second token a player adds to the begun battle', () => {
  it('is held outside any activation, as her placed token is', async () => {
    const { t, player, defiance, battle, onSea } = battleTable(['move:Offshore']);
    skipHooks(t, player);
    // Control: his seeded token is held.
    expect(await t.move(player, defiance, [{ x: 1000, y: 600 }], 'api')).toBe(true);
    expect(defiance.y).toBe(1000);
    // His second token, added to the battle by his own hand.
    const second = t.ship('HMS Defiance', onSea, { x: 1500, y: 1000 }, undefined, [player.user.id]);
    t.addCombatant(player, battle, second);
    await t.settle();
    t.use(player);
    expect(battleOf(asFoundry<TokenDocument.Implementation>(second))).toMatchObject({ squadron: '' });
    // Outside any activation of hers, 30 cm at once: put back, as her placed token is.
    expect(await t.move(player, second, [{ x: 1500, y: 400 }], 'api')).toBe(true);
    await t.settle();
    expect(second.y).toBe(1000);
  });
});
