/**
 * Kiss Me, Hardy's part of a ship's data: her build, fighting figures, damage and strike tracks,
 * kept at the top of `system` where worlds and packs have always stored them (registry/data-parts.ts
 * RootPart), and everything the KMH tables derive from them for the sheet, token bars and cards.
 */
import {
  CHARACTERISTICS,
  NATIONAL_CLASSES,
  QUALITIES,
  RATES,
  MAX_GUNS,
  baseFactor,
  basicSpeed,
  boatsCarried,
  broadsideDice,
  chaserDice,
  decksForRate,
  effectiveCharacteristics,
  fireDiceLostToDamage,
  mastsForRate,
  forcedTraits,
  permissionProblems,
  speedBoxes,
  turningCircle,
  type Characteristic,
  type Characteristics,
  type PermissionProblem,
} from '../../rules/kmh';
import { choiceField, flagField, integerField, overrideField } from '../../data/fields';
import { FATES, MAX_BASE_FACTOR, MAX_BASIC_SPEED, STRIKE_STATUSES, STRIKE_TRIGGERS } from '../../data/ship';
import type { PartGuards, RootPart } from '../../registry/data-parts';
import { KMH_SHIP_STATE } from './ship-state';
import { kmhCardPaths, kmhShipIntents } from './card-paths';

/** Negative traits the purse may reverse. */
const REVERSIBLE = ['cowardlyLubbers', 'foulBottom', 'poorSailors'] as const;
/** The fire die an over- or under-gunned ship gains or loses: one less, none, one more. */
const FIRE_ADJUSTS = [-1, 0, 1] as const;

function characteristicFields() {
  return Object.fromEntries(CHARACTERISTICS.map((key) => [key, flagField()])) as Record<
    Characteristic,
    ReturnType<typeof flagField>
  >;
}

export function kmhShipFields() {
  const { SchemaField, ArrayField } = foundry.data.fields;
  return {
    guns: integerField(32, 0, MAX_GUNS),
    rate: choiceField(RATES, 'fifth'),
    decks: overrideField(1, 3),
    nationalClass: choiceField(NATIONAL_CLASSES, 'jollyJackTars'),
    quality: choiceField(QUALITIES, 'average'),
    characteristics: new SchemaField(characteristicFields()),
    boughtOff: new SchemaField(
      Object.fromEntries(REVERSIBLE.map((key) => [key, flagField()])) as Record<
        (typeof REVERSIBLE)[number],
        ReturnType<typeof flagField>
      >,
    ),
    purse: integerField(0, 0, 99),
    fireFactor: new SchemaField({
      /** Over- or under-gunned ships gain or lose one die. */
      adjust: integerField(0, FIRE_ADJUSTS[0], FIRE_ADJUSTS[2]),
      bowChasers: overrideField(0, 4),
      sternChasers: overrideField(0, 4),
    }),
    speed: new SchemaField({
      basicOverride: overrideField(1, MAX_BASIC_SPEED),
    }),
    baseFactorOverride: overrideField(1, MAX_BASE_FACTOR),
    damage: new SchemaField({
      /** Damage points sustained; the sheet strikes the DP boxes from the first. */
      points: integerField(0, 0, MAX_BASE_FACTOR),
      /** Secondary speed boxes struck, always the next in order. */
      speedBoxes: integerField(0, 0, MAX_BASIC_SPEED * 3),
      steering: flagField(),
      highOfficerCasualties: flagField(),
      crewCasualties: flagField(),
      boardingPartyLost: flagField(),
      bowsprit: flagField(),
      foremast: flagField(),
      mainmast: flagField(),
      mizzen: flagField(),
      aground: flagField(),
      onFire: flagField(),
      extremelyHazardousFire: flagField(),
      /** Moves the fire has burned: each costs 2 fire dice. */
      movesBurning: integerField(0, 0, 20),
      boatsLost: integerField(0, 0, 12),
      /** Secondary boxes won back by repair: at most one for every three struck. */
      speedBoxesRepaired: integerField(0, 0, MAX_BASIC_SPEED * 3),
      fate: choiceField(FATES, 'afloat'),
      /** Moves left before a ship with nothing left of her base factor goes down. */
      founderMovesLeft: integerField(0, 0, 6),
    }),
    /** What this turn has done to the ship, for the strike triggers; cleared when a turn ends. */
    turn: new SchemaField({
      damagePoints: integerField(0, 0, MAX_BASE_FACTOR),
      raked: flagField(),
      boardingDecksLost: integerField(0, 0, 3),
    }),
    rakedBefore: flagField(),
    strike: new SchemaField({
      /** Marked by a trigger; the Strike Test card tests every marked ship. */
      marked: flagField(),
      /** Each trigger at most once (KMH's strike triggers a to g), so no longer than their list. */
      triggers: new ArrayField(choiceField(STRIKE_TRIGGERS, 'a'), { max: STRIKE_TRIGGERS.length }),
      status: choiceField(STRIKE_STATUSES, 'fighting'),
    }),
    flagship: flagField(),
    merchant: flagField(),
    /** A bomb ketch fires her mortar instead of broadsides (KMH §18). */
    bombKetch: flagField(),
    /** A fireship, to be set ablaze and sent down on the enemy (KMH §17). */
    fireship: flagField(),
    boats: overrideField(0, 12),
    initialBroadsideFired: new SchemaField({ port: flagField(), starboard: flagField() }),
  };
}

export type KmhShipFields = ReturnType<typeof kmhShipFields>;
/** The part as stored, as the tables read it. */
export type KmhShipSource = foundry.data.fields.SchemaField.InitializedData<KmhShipFields>;

/** Values the sheet, token bars and rules read, all from the stored data and the KMH tables. */
export interface KmhShipDerived {
  decks: number;
  basicSpeed: number;
  baseFactor: number;
  fireDice: number;
  fireDiceLost: number;
  bowChasers: number;
  sternChasers: number;
  characteristics: Characteristics;
  forced: readonly Characteristic[];
  problems: PermissionProblem[];
  mastsLost: number;
  turningCircle: ReturnType<typeof turningCircle>;
  speedBoxes: ReturnType<typeof speedBoxes>;
  dpRemaining: number;
  boatsCarried: number;
  boatsLeft: number;
}

declare module '../../registry/data-parts' {
  interface RootFields {
    kmh: { ship: KmhShipFields };
  }
  interface RootDerived {
    kmh: { ship: KmhShipDerived };
  }
}

/** Everything the sheet shows that the rules compute. Pure, so tests call it without Foundry. */
export function deriveKmhShip(ship: KmhShipSource): KmhShipDerived {
  const decks = ship.decks ?? decksForRate(ship.rate);
  const characteristics = effectiveCharacteristics(
    ship.nationalClass,
    ship.quality,
    ship.characteristics,
    ship.boughtOff,
  );
  const basic = basicSpeed(ship.rate, { override: ship.speed.basicOverride, foulBottom: characteristics.foulBottom });
  const factor = baseFactor(ship.guns, { override: ship.baseFactorOverride, goLarge: characteristics.goLarge });
  const points = Math.min(ship.damage.points, factor);
  const mastsLost = (['foremast', 'mainmast', 'mizzen'] as const).filter((m) => ship.damage[m]).length;
  const boats = ship.boats ?? boatsCarried(ship.rate, decks).boats;
  const fireDiceLost = fireDiceLostToDamage(points);
  return {
    decks,
    basicSpeed: basic,
    baseFactor: factor,
    fireDice: Math.max(0, broadsideDice(ship.guns) + ship.fireFactor.adjust),
    fireDiceLost,
    bowChasers: ship.fireFactor.bowChasers ?? chaserDice(ship.guns),
    sternChasers: ship.fireFactor.sternChasers ?? chaserDice(ship.guns),
    characteristics,
    forced: forcedTraits(ship.nationalClass, ship.quality),
    problems: permissionProblems(
      { nationalClass: ship.nationalClass, quality: ship.quality, decks, rate: ship.rate },
      characteristics,
    ),
    mastsLost,
    turningCircle: turningCircle(ship.rate, { poorSailors: characteristics.poorSailors, mastsLost }),
    speedBoxes: speedBoxes(basic, Math.min(ship.damage.speedBoxes, basic * 3)),
    dpRemaining: factor - points,
    boatsCarried: boats,
    boatsLeft: Math.max(0, boats - ship.damage.boatsLost),
  };
}

/** The sheet's flag for each mast the engine names (the bowsprit is no mast here). */
const MAST_FLAGS = { fore: 'foremast', main: 'mainmast', mizzen: 'mizzen' } as const;

/**
 * Dismasted: every mast her rate carries is down (the bowsprit is no mast, decision
 * strike-bowsprit); a rate that carries none is never dismasted.
 */
export function kmhDismasted(ship: Pick<KmhShipSource, 'rate'> & { damage: Record<string, unknown> }): boolean {
  const masts = mastsForRate(ship.rate).filter((mast) => mast !== 'bowsprit');
  return masts.length > 0 && masts.every((mast) => ship.damage[MAST_FLAGS[mast]] === true);
}

/**
 * Her status only the GM sets by hand (authority/guards/gm-only.ts): flagship and merchant (both
 * change her strike test, and the flagship leads her squadron), her colours, whether she is afloat,
 * foundering and for how many moves, and whether her first broadside from each side is spent (it
 * fires more dice). A card that changes any of it is the GM's to apply (decision chat-apply-policy).
 */
export const KMH_GM_ONLY = [
  'flagship',
  'merchant',
  'strike.status',
  'damage.fate',
  'damage.founderMovesLeft',
  'initialBroadsideFired.port',
  'initialBroadsideFired.starboard',
] as const;

/**
 * Her build, which the desk's derivation and fire facts read (decision desk-battle-figures): her
 * guns, rate and decks (her fire dice, speed, base factor and masts), her class, quality and
 * characteristics with the negative ones bought off (her crew's rolls), the over- or under-gunned
 * die and chasers, the overrides of speed, base factor and boats, and the bomb ketch and fireship
 * flags (the desk rolls the mortar from the first). Locked while she fights; her purse (spent on
 * what it buys only through the locked flags) and her notes stay hers.
 */
const KMH_BUILD = [
  'guns',
  'rate',
  'decks',
  'nationalClass',
  'quality',
  'characteristics',
  'boughtOff',
  'fireFactor',
  'speed',
  'baseFactorOverride',
  'bombKetch',
  'fireship',
  'boats',
] as const;

/**
 * The values her guarded fields may hold where the schema limits them: her colours, her fate, and
 * the one die an over- or under-gunned ship gains or loses (the only guarded figure below naught).
 */
const KMH_CHOICES = {
  'strike.status': STRIKE_STATUSES,
  'damage.fate': FATES,
  'fireFactor.adjust': FIRE_ADJUSTS,
} as const;

/**
 * Her damage tracks locked while she fights (decision desk-battle-tracks): every field of her
 * damage but what only the GM sets, read off the schema so no list of them is kept twice, with
 * this turn's tally, the mark of having been raked before (her strike test's +5%) and the strike
 * mark the cards keep; and her build, each branch by its fields.
 */
export function kmhGuards(): PartGuards {
  const fields = kmhShipFields();
  const gmOnly: readonly string[] = KMH_GM_ONLY;
  const leaves = (key: keyof KmhShipFields): string[] => {
    const field = fields[key] as { fields?: Record<string, unknown> };
    return field.fields ? Object.keys(field.fields).map((leaf) => `${key}.${leaf}`) : [key];
  };
  return {
    gmOnly: KMH_GM_ONLY,
    gmApproves: KMH_GM_ONLY,
    battleTracks: [...leaves('damage'), ...leaves('turn'), 'rakedBefore', 'strike.marked', 'strike.triggers'].filter(
      (path) => !gmOnly.includes(path),
    ),
    battleFigures: KMH_BUILD.flatMap(leaves),
    choices: KMH_CHOICES,
  };
}

/** The KMH part of every ship, at its stored paths; her hull bar is what is left of her base factor. */
export const KMH_SHIP_PART: RootPart = {
  module: 'kmh',
  actor: 'ship',
  fields: kmhShipFields,
  derive: deriveKmhShip,
  dismasted: kmhDismasted,
  guards: kmhGuards,
  // She keeps a ship's damage: her engine state and what a card may write of it (card-paths.ts).
  shipState: KMH_SHIP_STATE,
  paths: kmhCardPaths,
  listPaths: ['strike.triggers'],
  shipIntents: kmhShipIntents,
  prepare: (model: { derived: KmhShipDerived; hull: { value: number; max: number } }) => {
    model.hull = { value: model.derived.dpRemaining, max: model.derived.baseFactor };
  },
};
