/** Documents found by their uuid or id, typed as Broadside reads them. */

/** The actor a uuid names, as loaded on this client (null when none is: fromUuidSync never fetches). */
export function actorByUuid(uuid: string): Actor.Implementation | null {
  const found = fromUuidSync(uuid) as Actor.Implementation | null;
  // A compendium's actor not loaded is found as its index entry, which holds none of its data.
  return found && 'system' in found ? found : null;
}
