/**
 * The Salt'n'Tar luck and strain rolls, made from a ship's move dialog or from the tracker's luck
 * and strain phases: one implementation for both.
 */
import { postLine } from '../../chat/post-line';
import {
  luckOver,
  luckWindSpeed,
  rollLuck,
  strainPhase,
  strainRoll,
  type StrainRollResult,
} from '../../rules/saltntar';
import { rollRule } from '../../dice/roll-rule';
import type { ShipActor } from '../../documents/ship-actor';
import { currentWind, formatKey, shipActorOf } from '../../canvas/foundry-sailing';
import { saltntarOf, saveSaltntar } from './ship-record';
import { storedMove } from '../../canvas/move-book';

type TokenDoc = TokenDocument.Implementation;

async function postStrain(doc: TokenDoc, actor: ShipActor, result: StrainRollResult, rolls: Roll[]): Promise<void> {
  const effect = formatKey(
    `BROADSIDE.Sailing.strain.${result.effect}`,
    { turns: String(result.sinkRoll ?? '') },
    result.sinkRoll ?? undefined,
  );
  await postLine(
    formatKey('BROADSIDE.Sailing.prompt.result.strain', {
      name: doc.name ?? actor.name,
      total: String(result.total),
      effect,
    }),
    rolls,
    actor,
  );
}

/**
 * A Salt'n'Tar strain roll for a ship, its lasting effects kept on her record. Only a ship with
 * strain marked rolls, unless an order calls for it (anchoring under sail: decision
 * saltntar-anchor-strain).
 */
export async function rollStrain(doc: TokenDoc, ordered = false): Promise<void> {
  const actor = shipActorOf(doc)!;
  const state = saltntarOf(actor, doc);
  if ((state.strain <= 0 && !ordered) || state.sinkingIn !== null) return;
  // In a begun battle her strain is the GM's table's to roll and keep (decision saltntar-strain-gm).
  if (!game.user.isGM && storedMove(doc)) {
    ui.notifications?.info(formatKey('BROADSIDE.Sailing.strain.gmRolls', { name: doc.name ?? actor.name }));
    return;
  }
  const { result, rolls } = await rollRule((dice) => strainRoll(state, dice, ordered));
  await saveSaltntar(actor, result.state, doc);
  await postStrain(doc, actor, result, rolls);
}

/** The Salt'n'Tar wind roll starts a turn: the luck of the last one is over, for the ships of every scene (the wind is
 * the world's). */
export async function clearLuck(): Promise<void> {
  for (const doc of game.scenes.contents.flatMap((scene) => scene.tokens.contents)) {
    const actor = shipActorOf(doc);
    if (!actor) continue;
    const state = saltntarOf(actor, doc);
    const over = luckOver(state);
    if (over !== state) await saveSaltntar(actor, over, doc);
  }
}

/**
 * The luck roll of every side with ships on a scene (the battle's, or the ship's whose dialog asks,
 * never merely the one the roller views), one die each, with the shared 1s and 6s (decision
 * saltntar-sides): each ship of a side sails at the side's wind speed until the next wind roll,
 * and a six marks her strain.
 */
export async function rollLuckForSides(scene: Scene.Implementation | null | undefined): Promise<void> {
  const ships = (scene?.tokens.contents ?? []).filter((d) => shipActorOf(d) !== null);
  const sides = sidesOf(ships, (d) => String(d.disposition));
  if (!sides.length) return;
  const worldSpeed = currentWind().strength;
  const { result: luck, rolls } = await rollRule((dice) => rollLuck(sides.length, dice));
  const lines: string[] = [];
  for (const [i, side] of sides.entries()) {
    const speed = luckWindSpeed(worldSpeed, luck, i);
    for (const doc of side.items) {
      const actor = shipActorOf(doc)!;
      const state = saltntarOf(actor, doc);
      await saveSaltntar(
        actor,
        { ...state, windChange: speed - worldSpeed, strain: state.strain + luck.strain[i]! },
        doc,
      );
    }
    const names = side.items.map((d) => d.name).join(', ');
    lines.push(formatKey('BROADSIDE.Sailing.luck.side', { names, roll: String(luck.rolls[i]), speed: String(speed) }));
  }
  await postLine(lines.join(' · '), rolls);
}

/**
 * The strain phase for the ships of a battle (decision saltntar-sinking): a ship going down counts
 * a turn nearer the bottom, and sinks (out of the battle) when none are left; every other ship
 * with strain marked makes her strain roll.
 */
export async function rollStrainForShips(docs: readonly TokenDoc[]): Promise<void> {
  for (const doc of docs) {
    const actor = shipActorOf(doc);
    if (!actor) continue;
    const state = saltntarOf(actor, doc);
    const { result, rolls } = await rollRule((dice) => strainPhase(state, dice));
    if (result.state === state) continue;
    await saveSaltntar(actor, result.state, doc);
    if (result.strain) await postStrain(doc, actor, result.strain, rolls);
    if (!result.sinking) continue;
    const name = doc.name ?? actor.name;
    if (!result.sinking.sunk) {
      await postLine(
        formatKey(
          'BROADSIDE.Sailing.saltntar.sinkingLeft',
          { name, turns: String(result.sinking.left) },
          result.sinking.left,
        ),
        [],
        actor,
      );
      continue;
    }
    if (actor.system.damage.fate !== 'exploded') await actor.update({ system: { damage: { fate: 'sunk' } } });
    await postLine(formatKey('BROADSIDE.Sailing.saltntar.sunk', { name }), [], actor);
  }
}

/** Groups items into sides by a key, in order of first appearance (decision saltntar-sides). */
export function sidesOf<T>(items: readonly T[], sideOf: (item: T) => string): { side: string; items: T[] }[] {
  const sides = new Map<string, T[]>();
  for (const item of items) {
    const side = sideOf(item);
    sides.set(side, [...(sides.get(side) ?? []), item]);
  }
  return [...sides.entries()].map(([side, members]) => ({ side, items: members }));
}
