import { choiceField, integerField, textField } from './fields';
import { giveTokenBar } from './token-bars';
import { deriveRoots, partsSchema, rootParts, rootSchema, type RootDerivedOf } from '../registry/data-parts';

const { SchemaField, ArrayField, HTMLField, DocumentUUIDField } = foundry.data.fields;

/** Roles a Crew actor can fill aboard a ship. */
export const CREW_ROLES = [
  'captain',
  'lieutenant',
  'master',
  'masterGunner',
  'boatswain',
  'surgeon',
  'marineOfficer',
] as const;
export type CrewRole = (typeof CREW_ROLES)[number];

export const FATES = ['afloat', 'foundering', 'sunk', 'exploded'] as const;
export const STRIKE_TRIGGERS = ['a', 'b', 'c', 'd', 'e', 'f', 'g'] as const;
/** Fighting; retiring after a failed strike test; struck her colours. */
export const STRIKE_STATUSES = ['fighting', 'retiring', 'struck'] as const;

/**
 * The most entries a ship's crew list holds (decision ship-crew-bound): each Crew actor once, in one
 * post, and no more than a ship's officers and the hands who roll for her could fill.
 */
export const MAX_SHIP_CREW = 24;

/** Whether no Crew actor is listed twice. */
const eachOnce = (list: readonly { actor: string }[]) => new Set(list.map((entry) => entry.actor)).size === list.length;

/**
 * A crew list as the desk and the rolls read it, however long a client wrote it: its first
 * MAX_SHIP_CREW entries, each actor in his first post only (decision ship-crew-bound).
 */
export function crewList<E extends { actor: string }>(list: readonly E[]): E[] {
  const seen = new Set<string>();
  return list.slice(0, MAX_SHIP_CREW).filter((entry) => !seen.has(entry.actor) && Boolean(seen.add(entry.actor)));
}

/** The most damage points or speed a sheet accepts: the largest base factor and basic speed. */
export const MAX_BASE_FACTOR = 200;
export const MAX_BASIC_SPEED = 40;

export function defineShipSchema() {
  return {
    shipId: textField(),
    nationality: textField(),
    // The rule modules' fields at their stored paths (registry/data-parts.ts RootPart).
    ...rootSchema('ship'),
    /** Where the bow points in the token art, clockwise from up (0: drawn bow up, the convention). */
    artHeading: integerField(0, 0, 359),
    crew: new ArrayField(
      new SchemaField({
        actor: new DocumentUUIDField({ required: true, nullable: false, type: 'Actor' }),
        role: choiceField(CREW_ROLES, 'captain'),
      }),
      {
        max: MAX_SHIP_CREW,
        validate: (list: unknown) => !Array.isArray(list) || eachOnce(list as { actor: string }[]),
      },
    ),
    notes: new HTMLField({ required: true, blank: true, initial: '' }),
    // Each rule module's own tracks (registry/data-parts.ts), typed and read by the module itself.
    ...partsSchema('ship'),
  };
}

export type ShipSchema = ReturnType<typeof defineShipSchema>;

/** Values the sheet, token bars and rules read, each derived by the module that keeps them. */
export type ShipDerived = RootDerivedOf<'ship'>;

export class ShipModel extends foundry.abstract.TypeDataModel<ShipSchema, Actor.Implementation> {
  static override LOCALIZATION_PREFIXES = ['BROADSIDE.Ship'];

  static override defineSchema(): ShipSchema {
    return defineShipSchema();
  }

  declare derived: ShipDerived;
  /** The hull as a resource for token bars, set by the module that keeps her damage (its `prepare`). */
  declare hull: { value: number; max: number };

  /** A new ship's or crew's tokens show her own bar (token-bars.ts), set before any preCreateActor hook sees her. */
  override async _preCreate(
    ...args: Parameters<foundry.abstract.TypeDataModel<ShipSchema, Actor.Implementation>['_preCreate']>
  ) {
    const allowed = await super._preCreate(...args);
    if (allowed === false) return false;
    if (this.parent) giveTokenBar(this.parent, args[0]);
    return allowed;
  }

  override prepareDerivedData(): void {
    super.prepareDerivedData();
    this.derived = deriveShip(this);
    for (const part of rootParts('ship')) part.prepare?.(this as never);
  }
}

/** Stored ship data as the rules read it (the model's own source shape). */
export type ShipSource = foundry.data.fields.SchemaField.InitializedData<ShipSchema>;

/** Everything the modules derive from her stored data. Pure, so tests call it without Foundry. */
export function deriveShip(ship: ShipSource): ShipDerived {
  return deriveRoots('ship', ship);
}
