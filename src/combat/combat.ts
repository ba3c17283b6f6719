/**
 * The Combat of a Broadside battle: its combatants are ships in squadrons, and in place of
 * initiative it keeps the turn deck in its system data (data/battle.ts), which only the GM's desk
 * writes (the turn sequence's requests, authority/turn-desk.ts). This class only reads.
 */
import { isShip } from '../documents/ship-actor';
import { sourceOf } from '../data/source';
import { shipTableOf } from '../authority/ship-refs';
import { conditionsOf } from '../data/conditions';
import { battleSquadrons, emptyBattle, type BattleData } from '../data/battle-data';
import { shipEntryOf, type ShipEntry, type Squadron } from '../data/squadrons';
import type { StoredDeck } from '../data/stored-deck';
import type { Scenario } from '../data/squadrons';

export class BroadsideCombat extends Combat {
  /** The battle's data as the desk and the tracker read it. */
  get battleData(): BattleData {
    const system: { toObject?: () => unknown } | undefined = this.system;
    const data = system?.toObject ? sourceOf<Partial<BattleData>>({ toObject: system.toObject.bind(system) }) : {};
    return { ...emptyBattle(), ...structuredClone(data) };
  }

  /** The ships of the battle as the deck sees them; other combatants are left out. */
  shipEntries(): ShipEntry[] {
    const players = game.users.filter((u) => !u.isGM) ?? [];
    return this.combatants.contents.flatMap((combatant) => {
      const actor = combatant.actor;
      if (!isShip(actor)) return [];
      const view = {
        combatantId: combatant.id ?? '',
        actorUuid: actor.uuid,
        tokenId: combatant.tokenId ?? null,
        name: combatant.name ?? actor.name ?? '',
        img: combatant.img ?? actor.img ?? '',
        disposition: combatant.token?.disposition,
        // Hidden from the players: her combatant, or her token on the canvas (decision deck-card-hidden-ships).
        hidden: combatant.hidden || Boolean(combatant.token?.hidden),
        ownerIds: players.filter((u) => actor.testUserPermission(u, 'OWNER')).map((u) => u.id ?? ''),
      };
      const shown = { hull: actor.system.hull, conditions: [...conditionsOf(actor.system, shipTableOf(actor))] };
      return [shipEntryOf(view, actor.system, shown)];
    });
  }

  /** The squadrons: fixed by the GM once the deck began, proposed from the ships before. */
  squadrons(): Squadron[] {
    return battleSquadrons(this.battleData, this.shipEntries());
  }

  get scenario(): Scenario {
    return this.battleData.scenario;
  }

  get deck(): StoredDeck | null {
    return this.battleData.deck;
  }

  /** The battle's turn of fixed phases, as the module whose turn it is keeps it (null for none). */
  get sequence(): BattleData['sequence'] {
    return this.battleData.sequence;
  }

  /**
   * The token documents of the given ships on the battle's own scene, whatever scene the reader
   * views (a GM may look at another while the battle goes on): never the viewed canvas's placeables.
   */
  tokensOf(ships: readonly ShipEntry[]): TokenDocument.Implementation[] {
    const tokens = this.scene?.tokens;
    return ships.flatMap((ship) => {
      const doc = ship.tokenId ? tokens?.get(ship.tokenId) : undefined;
      return doc ? [doc] : [];
    });
  }

  /** The deck replaces initiative: a Broadside battle rolls none. */
  override rollInitiative(): Promise<this> {
    return Promise.resolve(this);
  }
}

/**
 * combatStart (fires on the starting client before the update, whose data it may change): no ship
 * holds Foundry's turn, since the deck says who acts; otherwise the first combatant would wear the
 * turn marker for the whole battle.
 */
export function holdNoTurn(combat: Combat.Implementation, updateData: { turn: number | null }): void {
  if (combat instanceof BroadsideCombat) updateData.turn = null;
}
