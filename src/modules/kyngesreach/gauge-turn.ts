/**
 * A Kyngesreach round between two ships, as the table plays it from their sheets: the gauge contest
 * (Weather Sense in round 1, contested Seamanship after), who fires first by the gauge, how each
 * ship stands to it on her fire dialog, and the new round's reload countdown per battery as a change
 * of her part. Pure: the crews are read through the port the desk and the dialog both give.
 */
import type { DiceSource } from '../../rules/dice/dice';
import {
  contestRound,
  firingOrder,
  startRound,
  weatherRound,
  type GaugeHolder,
  type GaugeRound,
  type GaugeSide,
} from '../../rules/kyngesreach';
import type { GunneryChange, GunneryFigures, GunneryShip } from '../../authority/gunnery';
import type { GaugeStandingName } from './card';
import { shipSkills } from './crew';
import { KR, krFigures, krPartOf, krState, trackValues } from './part';

/** What a side tries in a round's contest besides Seamanship (decisions kr-tactics, kr-magic-wind). */
export interface GaugeTries {
  tryTactics?: boolean;
  magicWind?: boolean;
}

function gaugeSide(ship: GunneryShip, figures: GunneryFigures, tries: GaugeTries): GaugeSide {
  const shipFigures = krFigures(ship.source);
  const skills = shipSkills(ship, figures);
  return {
    ship: shipFigures,
    state: krState(shipFigures, krPartOf(ship.source)),
    crew: {
      weatherSense: skills.weatherSense,
      seamanship: skills.seamanship,
      tactics: skills.tactics,
      spell: skills.spell,
    },
    tryTactics: tries.tryTactics ?? false,
    magicWind: tries.magicWind ?? false,
  };
}

/** The round's gauge contest between ship a and ship b, on the dice given. */
export function gaugeContest(
  round: number,
  a: GunneryShip,
  b: GunneryShip,
  figures: GunneryFigures,
  dice: DiceSource,
  tries: { a?: GaugeTries; b?: GaugeTries } = {},
): GaugeRound {
  const sideA = gaugeSide(a, figures, tries.a ?? {});
  const sideB = gaugeSide(b, figures, tries.b ?? {});
  return round === 1 ? weatherRound(dice, sideA, sideB) : contestRound(dice, round, sideA, sideB);
}

/** How the ship on side `side` stands to the gauge this round, as her fire dialog fires it. */
export function gaugeStanding(holder: GaugeHolder, side: 'a' | 'b'): GaugeStandingName {
  return holder === null ? 'tie' : holder === side ? 'holder' : 'other';
}

/** The round's firing order as the ships' uuids: the holder alone first, or both at once after a tie. */
export function firingOrderOf(holder: GaugeHolder, a: GunneryShip, b: GunneryShip): string[][] {
  return firingOrder(holder).map((group) => group.map((side) => (side === 'a' ? a.uuid : b.uuid)));
}

/** A new round's reload countdown for one ship: each reloading battery one round nearer; null when none reloads. */
export function reloadCountdown(ship: GunneryShip): GunneryChange | null {
  const figures = krFigures(ship.source);
  const before = krState(figures, krPartOf(ship.source));
  if (before.batteries.port.reload === 0 && before.batteries.starboard.reload === 0) return null;
  return {
    actorUuid: ship.uuid,
    name: ship.name,
    part: { module: KR, before: trackValues(figures, before), after: trackValues(figures, startRound(before)) },
  };
}

/** The ship (actor uuid) a round's contest gave the gauge to; null after a tie. */
export function holderUuid(holder: GaugeHolder, a: GunneryShip, b: GunneryShip): string | null {
  return holder === null ? null : holder === 'a' ? a.uuid : b.uuid;
}
