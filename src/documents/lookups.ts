/** Documents found by their uuid or id, typed as Broadside reads them. */

/** The actor a uuid names, as loaded on this client (null when none is: fromUuidSync never fetches). */
export function actorByUuid(uuid: string): Actor.Implementation | null {
  return fromUuidSync(uuid) as Actor.Implementation | null;
}
