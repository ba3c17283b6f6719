/**
 * What every client does when the deck turns a card (modules/kmh/deck-procedures.ts): the card's ships are
 * read from the battle's own scene, whatever scene each user views, so a GM who looks at another
 * scene while the battle goes on hears of the same ships as his players.
 */
import { describe, expect, it } from 'vitest';
import { FakeScene, FakeTable, fakeBattle, type FakeCombatant } from '../../support/fake-canvas';
import { seedMoves } from '../../../src/canvas/move-store';
import { ship } from '../../combat/battle';

const { BroadsideCombat } = await import('../../../src/combat/combat');
const { onDeckChanged, openFire } = await import('../../../src/modules/kmh/deck-procedures');
const { registerRuleModule } = await import('../../../src/registry/rule-modules');

const grid = { size: 100, distance: 5, units: 'cm', isHexagonal: false };

/** Pellew's Defiance in the Inshore squadron of a begun battle on "sea", its Move card just drawn. */
function drawnTable() {
  const t = new FakeTable();
  const gm = t.connect('Gamemaster', 'gm');
  const player = t.connect('Pellew', 'player');
  const sea = new FakeScene('sea', grid);
  const harbour = new FakeScene('harbour', grid);
  const defiance = t.ship('HMS Defiance', sea, { x: 1000, y: 1000 }, undefined, [player.user.id]);
  t.ship('Prison hulk', harbour, { x: 500, y: 500 });
  const combatants: FakeCombatant[] = [{ id: 'cmbDefiance00000', tokenId: defiance.id }];
  const deck = {
    turn: 1,
    played: ['move:Inshore'],
    combined: [],
    justDrawn: 'move:Inshore',
    last: { action: 'draw', card: 'move:Inshore', by: gm.user.id },
  };
  const squadrons = [{ id: 'Inshore', side: 'friendly', ships: ['cmbDefiance00000'], flagship: null }];
  const moves = seedMoves({}, [{ tokenId: defiance.id, squadron: 'Inshore', side: 'friendly' }]);
  const entry = (c: FakeCombatant) => ({
    ...ship({ name: 'HMS Defiance', combatantId: c.id, tokenId: c.tokenId, ownerIds: [player.user.id] }),
  });
  const battle = fakeBattle(t, BroadsideCombat.prototype, { deck, squadrons, moves }, combatants, entry);
  t.combat = battle;
  return { t, gm, player, sea, harbour, defiance, battle: battle as unknown as InstanceType<typeof BroadsideCombat> };
}

describe("a drawn card's ships, on every client", () => {
  it("are the battle's own, for a GM viewing another scene as for the player viewing hers", () => {
    const { t, gm, player, sea, harbour, defiance, battle } = drawnTable();
    gm.viewing = harbour;
    player.viewing = sea;
    const heard = new Map<string, unknown[]>();
    for (const client of [gm, player])
      client.hooks.on(
        'broadside.cardDrawn',
        (data: { tokens: unknown[] }) => void heard.set(client.user.id, data.tokens),
      );
    for (const client of [gm, player]) {
      t.use(client);
      onDeckChanged(battle, battle.deck!);
    }
    expect(heard.get(gm.user.id)).toEqual([defiance]);
    expect(heard.get(player.user.id)).toEqual([defiance]);
    // Her player, viewing her scene, has her selected for her move; the GM's canvas draws none of hers.
    expect(player.placeableOf(defiance)?.controlled).toBe(true);
    expect(gm.placeableOf(defiance)).toBeNull();
  });
});

describe("a Fire card's button, on a player's client", () => {
  it("opens the world's gunnery's fire dialog for his first ship, his others waiting their turn", () => {
    const { t, player, sea, defiance, battle } = drawnTable();
    const second = t.ship('HMS Pique', sea, { x: 1400, y: 1000 }, undefined, [player.user.id]);
    const gm = t.ship('Enemy prize', sea, { x: 1800, y: 1000 });
    const asked: unknown[][] = [];
    const gunnery = { sheet: 'damagePoints', card: null, openFire: (...args: unknown[]) => void asked.push(args) };
    registerRuleModule({ id: 'guns', label: 'Guns', aspects: { gunnery } });
    t.settings.gunneryModule = 'guns';
    t.use(player);
    openFire(battle, 'Inshore', [defiance, second, gm] as never[]);
    expect(asked).toEqual([[defiance.actor.uuid, null, [second.actor.uuid]]]);
  });
});
