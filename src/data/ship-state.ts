/**
 * A ship's engine state as the cards record it before and after their roll. The rule module that
 * keeps a ship's damage owns it: it says how her stored data reads as a state, which `system`
 * update records a state on her, and which states her sheet can hold. The card machinery (the
 * desk's derivation and apply, the cards' checks) asks here and never reads a state's fields.
 */
import { rootParts } from '../registry/data-parts';
import type { ShipDerived, ShipSource } from './ship';

/**
 * The engine states, by module: the module that keeps a ship's damage adds `{ <its id>: ItsState }`
 * by declaration merging, and a card's state is that type.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface ShipStates {}
/** A ship's engine state, as the cards record it before and after their roll. */
export type ShipState = ShipStates[keyof ShipStates];

/** What the module that keeps a ship's damage says of her state. Pure. */
export interface ShipStateKeeper {
  /** Her state, from her stored data and what the modules derive from it. */
  of: (source: ShipSource, derived: ShipDerived) => ShipState;
  /** The `system` update that records a state on her, by the fields of `system` it changes. */
  update: (state: ShipState) => Record<string, object>;
  /** Whether a value a card holds is a state within the bounds a ship's sheet can hold. */
  isState: (v: unknown) => boolean;
}

declare module '../registry/data-parts' {
  interface RootPart {
    /** For the part that keeps a ship's damage: her engine state as the cards record it (data/ship-state.ts). */
    shipState?: ShipStateKeeper;
  }
}

/** Who keeps a ship's damage: every world has one, since each module's parts are registered whatever it plays. */
const keeper = (): ShipStateKeeper => rootParts('ship').find((part) => part.shipState)!.shipState!;

/** A ship's engine state, as the module that keeps her damage reads her. */
export function shipStateOf(source: ShipSource, derived: ShipDerived): ShipState {
  return keeper().of(source, derived);
}

/** The `system` update that records an engine state on the ship. */
export function shipDamageUpdate(state: ShipState): Record<string, object> {
  return keeper().update(state);
}

/** An engine ship state within the bounds a ship's sheet can hold; none is while no module keeps her damage. */
export function isShipState(v: unknown): boolean {
  return rootParts('ship').some((part) => part.shipState?.isState(v) ?? false);
}
