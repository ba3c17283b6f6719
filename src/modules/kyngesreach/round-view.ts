/**
 * What the tracker shows of Kyngesreach's wind-gauge rounds: the round, the gauge contest and its
 * button, the holder marked on her ship's row, the firing order by the gauge (decisions
 * kr-fire-order and kr-gauge-contestants), and each ship's batteries with their reload countdown.
 * Drawn by the module's own part of the tracker (templates/modules/kyngesreach/rounds.hbs), from the
 * squadrons the reader sees. Pure: the browser test renders exactly what it returns.
 */
import type { ShipEntry, Squadron } from '../../data/squadrons';
import { KR_TEMPLATE } from './templates';
import { ensignColour } from '../../data/ensign';
import { SIDES, type Side } from '../../rules/kyngesreach';
import type { GaugeRecord } from './gauge-store';
import { contestantsOf } from './round-store';
import type { RoundTries } from './round-tries';

export const KR_ROUNDS_TEMPLATE = KR_TEMPLATE.rounds;

/** A battery as the tracker reads it from her sheet: its guns still working and its rounds to reload. */
export type BatteryReading = Record<Side, { guns: number; reload: number }>;

export interface RoundInput {
  round: number;
  gauge: GaugeRecord | null;
  squadrons: readonly Squadron[];
  user: { id: string; isGM: boolean };
  /** A ship's batteries from her sheet; null for a ship whose sheet cannot be read. */
  batteries: (actorUuid: string) => BatteryReading | null;
  /** What each side chose to try in this round's contest (round-tries.ts). */
  tries: RoundTries;
}

/** One contesting side's tries as the tracker shows them, and whether the reader may change them. */
export interface SideTriesView {
  ship: string;
  name: string;
  tactics: boolean;
  magicWind: boolean;
  canChoose: boolean;
}

export interface RoundShipView {
  name: string;
  img: string;
  combatantId: string;
  tokenId: string;
  ensign: string;
  holder: boolean;
  contesting: boolean;
  out: boolean;
  batteries: { sideKey: string; guns: number; reload: number; loaded: boolean }[];
}

export interface RoundSection {
  begun: boolean;
  round: number;
  canBegin: boolean;
  canContest: boolean;
  canNextRound: boolean;
  /** The two ships contesting the gauge this round, by name; null while fewer than two sides fight. */
  contest: { a: string; b: string } | null;
  /**
   * Each side's tries in this round's Seamanship contest (none in round 1, decision kr-gauge-tries),
   * changeable by its commander until the contest.
   */
  tries: SideTriesView[];
  /** The contest of this round has been rolled (or the GM recorded its holder by hand). */
  contested: boolean;
  /** The holder's name ('' after a tie, before the contest, or when the reader cannot see her). */
  holder: string;
  tie: boolean;
  /** Who fires when: the holder alone first, then the rest; everyone at once after a tie. */
  order: { names: string; first: boolean }[];
  squadrons: { id: string; sideKey: string; ensign: string; ships: RoundShipView[] }[];
}

const afloat = (squadrons: readonly Squadron[]) =>
  squadrons.flatMap((s) => s.ships).filter((ship) => !ship.outOfAction);

/** The holder first and the others after her; after a tie a single group of all (decision kr-fire-order). */
function firingGroups(ships: readonly ShipEntry[], holder: string | null): RoundSection['order'] {
  const names = (list: readonly ShipEntry[]) => list.map((s) => s.name).join(', ');
  const first = ships.filter((s) => s.actorUuid === holder);
  const rest = ships.filter((s) => s.actorUuid !== holder);
  if (!first.length) return rest.length ? [{ names: names(rest), first: false }] : [];
  return [{ names: names(first), first: true }, ...(rest.length ? [{ names: names(rest), first: false }] : [])];
}

export function roundSection(input: RoundInput): RoundSection {
  const { round, squadrons, user } = input;
  const begun = round > 0;
  const pair = contestantsOf(squadrons);
  const contestUuids = pair ? [pair.a.actorUuid, pair.b.actorUuid] : [];
  // A record of an earlier round is no holder of this one (the new round cleared it).
  const gauge = input.gauge && input.gauge.round === round ? input.gauge : null;
  const holderShip = gauge?.holder ? afloat(squadrons).find((s) => s.actorUuid === gauge.holder) : undefined;
  const commandsContestant = pair !== null && [pair.a, pair.b].some((s) => s.ownerIds.includes(user.id));
  const shipView = (ship: ShipEntry): RoundShipView => {
    const reading = input.batteries(ship.actorUuid);
    return {
      name: ship.name,
      img: ship.img,
      combatantId: ship.combatantId,
      tokenId: ship.tokenId ?? '',
      ensign: ensignColour(ship.nationality, ship.side),
      holder: !!gauge && ship.actorUuid === gauge.holder,
      contesting: contestUuids.includes(ship.actorUuid),
      out: ship.outOfAction,
      batteries: reading
        ? SIDES.map((side) => ({
            sideKey: `BROADSIDE.Kr.Side.${side}`,
            guns: reading[side].guns,
            reload: reading[side].reload,
            loaded: reading[side].reload === 0 && reading[side].guns > 0,
          }))
        : [],
    };
  };
  const sideTries = (side: 'a' | 'b'): SideTriesView => {
    const ship = pair![side];
    // A choice made for a ship no longer leading her side chooses nothing for the one now leading.
    const chosen = input.tries[side]?.ship === ship.actorUuid ? input.tries[side] : null;
    return {
      ship: ship.actorUuid,
      name: ship.name,
      tactics: chosen?.tactics ?? false,
      magicWind: chosen?.magicWind ?? false,
      canChoose: !gauge && (user.isGM || ship.ownerIds.includes(user.id)),
    };
  };
  return {
    begun,
    round,
    tries: pair && round > 1 ? [sideTries('a'), sideTries('b')] : [],
    canBegin: user.isGM && !begun && pair !== null,
    canContest: begun && !gauge && pair !== null && (user.isGM || commandsContestant),
    canNextRound: user.isGM && begun,
    contest: pair ? { a: pair.a.name, b: pair.b.name } : null,
    contested: !!gauge,
    holder: holderShip?.name ?? '',
    tie: !!gauge && gauge.holder === null,
    order: gauge ? firingGroups(afloat(squadrons), gauge.holder) : [],
    squadrons: squadrons.map((s) => ({
      id: s.id,
      sideKey: `BROADSIDE.Deck.Side.${s.side}`,
      ensign: ensignColour(s.nation, s.side),
      ships: s.ships.map(shipView),
    })),
  };
}
