/**
 * The Salt'n'Tar luck and strain rolls, made from a ship's move dialog or from the tracker's luck
 * and strain phases: one implementation for both.
 */
import { postLine } from '../chat/post-line';
import { clampWindSpeed, rollLuck, strainRoll } from '../rules/saltntar';
import { rollRule } from '../dice/roll-rule';
import { sidesOf } from './sailing';
import { currentWind, formatKey, saltntarOf, saveSaltntar, shipActorOf } from './foundry-sailing';

type TokenDoc = TokenDocument.Implementation;

/** A Salt'n'Tar strain roll for a ship, its lasting effects kept on her record. */
export async function rollStrain(doc: TokenDoc): Promise<void> {
  const actor = shipActorOf(doc)!;
  const state = saltntarOf(actor);
  if (state.strain <= 0) return;
  const { result, rolls } = await rollRule((dice) => strainRoll(state, dice));
  await saveSaltntar(actor, result.state);
  const effect = formatKey(`BROADSIDE.Sailing.strain.${result.effect}`, { turns: String(result.sinkRoll ?? '') });
  await postLine(formatKey('BROADSIDE.Sailing.prompt.result.strain', { name: doc.name ?? actor.name, total: String(result.total), effect }), rolls, actor);
}

/**
 * The luck roll of every side with ships on the scene, one die each, with the shared 1s and 6s
 * (decision saltntar-sides): each ship of a side sails at the side's wind speed until the next
 * wind roll, and a six marks her strain.
 */
export async function rollLuckForSides(): Promise<void> {
  const ships = (canvas?.tokens?.placeables ?? []).map((t) => t.document).filter((d) => shipActorOf(d) !== null);
  const sides = sidesOf(ships, (d) => String(d.disposition));
  if (!sides.length) return;
  const worldSpeed = currentWind().strength;
  const { result: luck, rolls } = await rollRule((dice) => rollLuck(sides.length, dice));
  const lines: string[] = [];
  for (const [i, side] of sides.entries()) {
    const speed = clampWindSpeed(worldSpeed + luck.common + luck.own[i]!);
    for (const doc of side.items) {
      const actor = shipActorOf(doc)!;
      const state = saltntarOf(actor);
      await saveSaltntar(actor, { ...state, windChange: speed - worldSpeed, strain: state.strain + luck.strain[i]! });
    }
    const names = side.items.map((d) => d.name).join(', ');
    lines.push(formatKey('BROADSIDE.Sailing.luck.side', { names, roll: String(luck.rolls[i]), speed: String(speed) }));
  }
  await postLine(lines.join(' · '), rolls);
}

/** Every ship of a battle that has marked strain makes her strain roll. */
export async function rollStrainForShips(docs: readonly TokenDoc[]): Promise<void> {
  for (const doc of docs) {
    const actor = shipActorOf(doc);
    if (actor && saltntarOf(actor).strain > 0) await rollStrain(doc);
  }
}
