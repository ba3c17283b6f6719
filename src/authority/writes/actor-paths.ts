/**
 * An actor as the desk applies cards to it: a ship through the ship's paths, a crew member
 * through the crew's, behind one face, so applying, finishing and undoing a card is the same work
 * for both. Pure over the Desk port.
 */
import type { ActorChange, ShipFlags } from '../../data/card-changes';
import type { Desk } from '../desk';
import type { Intent, PathSpec, PathValue } from './effects';
import { shipTable, type Ledger } from '../../data/ledger-book';
import { allShipPaths, cardIntents, readPath, shipPathSpecs, updateFor } from './ship-paths';
import { crewIntents, crewPaths, crewUpdateFor, readCrewPath } from './crew-paths';
import { sameValue } from './effects';
import { guardedPaths } from '../../registry/data-parts';

export interface PathedActor {
  uuid: string;
  name: string;
  specs: Readonly<Record<string, PathSpec>>;
  read: (path: string) => PathValue;
  /** What a card's change for this actor means to do to him as he is now. */
  intents: (change: ActorChange) => Intent[];
  /** The document update these values take, and (ships only) the table records they set. */
  update: (sets: readonly { path: string; value: PathValue }[]) => {
    system: Record<string, unknown>;
    table: ShipFlags;
  };
  write: (system: Record<string, unknown>) => Promise<void>;
}

export function pathedActor(desk: Desk, ledger: Pick<Ledger, 'table'>, uuid: string): PathedActor | null {
  const ship = desk.ship(uuid);
  if (ship) {
    const paths = { source: ship.source, table: shipTable(ledger.table, uuid) };
    return {
      uuid,
      name: ship.name,
      specs: shipPathSpecs(ship.derived, ship.source),
      read: (path) => readPath(paths, path),
      intents: (change) => cardIntents(paths, ship.derived, change),
      update: (sets) => updateFor(paths, sets),
      write: (system) => desk.writeShip(uuid, system),
    };
  }
  const crew = desk.crew(uuid);
  if (!crew) return null;
  const source = crew.source;
  return {
    uuid,
    name: crew.name,
    specs: crewPaths(),
    read: (path) => readCrewPath(source, path),
    intents: (change) => (change.crew ? crewIntents(change.crew) : []),
    update: (sets) => ({ system: crewUpdateFor(sets), table: {} }),
    write: (system) => desk.writeCrew(uuid, system),
  };
}

/**
 * Whether applying these changes would change a ship's GM-only status the GM approves (the paths a
 * rule module declares so: her fate, moves left afloat, strike status): a card that would is the
 * GM's to apply, since a player could post one he made up for his own ship (decision chat-apply-policy).
 */
export function changesGmOnlyStatus(
  desk: Desk,
  ledger: Pick<Ledger, 'table'>,
  changes: readonly ActorChange[],
): boolean {
  const gmOnly = new Set<string>(guardedPaths('ship').gmApproves);
  return changes.some((change) => {
    const actor = pathedActor(desk, ledger, change.actorUuid);
    return (
      actor
        ?.intents(change)
        .some(({ path, change: after }) => gmOnly.has(path) && !sameValue(actor.read(path), after)) ?? false
    );
  });
}

/** Whether a path a card writes (on a ship or a crew member) is a count, whose undo reads no other card's write. */
export const isCountPath = (path: string): boolean => (allShipPaths()[path] ?? crewPaths()[path])?.kind === 'count';
