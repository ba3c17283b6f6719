/**
 * The Crew actor's data model: her name's story and the fields each rule module keeps of a crew
 * member, at their stored paths (registry/data-parts.ts RootPart) or in its own part. What the
 * modules derive from them is the model's `derived`; what a card does to a crew member is the
 * module's that keeps her wounds.
 */
import { giveTokenBar } from './token-bars';
import { deriveRoots, partsSchema, rootParts, rootSchema, type RootDerivedOf } from '../registry/data-parts';

const { HTMLField } = foundry.data.fields;

export function defineCrewSchema() {
  return {
    // The rule modules' fields at their stored paths (registry/data-parts.ts RootPart).
    ...rootSchema('crew'),
    biography: new HTMLField({ required: true, blank: true, initial: '' }),
    // Each rule module's own part of a crew member (registry/data-parts.ts).
    ...partsSchema('crew'),
  };
}

export type CrewSchema = ReturnType<typeof defineCrewSchema>;

/** Stored crew data as the rules read it. */
export type CrewSource = foundry.data.fields.SchemaField.InitializedData<CrewSchema>;

/** Values the sheet, token bar and duel read, each derived by the module that keeps them. */
export type CrewDerived = RootDerivedOf<'crew'>;

/** Everything the modules derive from a crew member's stored data. Pure, so tests call it without Foundry. */
export function deriveCrew(crew: CrewSource): CrewDerived {
  return deriveRoots('crew', crew);
}

/**
 * What a card does to one crew member, by module: the module that keeps a fighter's wounds adds
 * `{ <its id>: ItsChange }` by declaration merging, and a card's crew change is that type.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface CrewChanges {}
export type CrewChange = CrewChanges[keyof CrewChanges];

declare module '../registry/data-parts' {
  interface RootPart {
    /** For the part that keeps a fighter's wounds: whether a card's change of him is one his sheet can take. */
    isCrewChange?: (v: unknown) => boolean;
  }
}

/** A card's change of one crew member, as the module that keeps his wounds checks it; none while no module does. */
export function isCrewChange(v: unknown): boolean {
  return rootParts('crew').some((part) => part.isCrewChange?.(v) ?? false);
}

export class CrewModel extends foundry.abstract.TypeDataModel<CrewSchema, Actor.Implementation> {
  static override LOCALIZATION_PREFIXES = ['BROADSIDE.Crew'];

  static override defineSchema(): CrewSchema {
    return defineCrewSchema();
  }

  declare derived: CrewDerived;

  /** A new ship's or crew's tokens show her own bar (token-bars.ts), set before any preCreateActor hook sees her. */
  override async _preCreate(
    ...args: Parameters<foundry.abstract.TypeDataModel<CrewSchema, Actor.Implementation>['_preCreate']>
  ) {
    const allowed = await super._preCreate(...args);
    if (allowed === false) return false;
    if (this.parent) giveTokenBar(this.parent, args[0]);
    return allowed;
  }

  override prepareDerivedData(): void {
    super.prepareDerivedData();
    this.derived = deriveCrew(this);
    for (const part of rootParts('crew')) part.prepare?.(this as never);
  }
}
