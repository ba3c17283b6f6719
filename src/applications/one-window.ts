/**
 * One window for each thing a window shows: an application already open under its id (Foundry
 * keeps the rendered ones in `foundry.applications.instances`, by id) is shown again and brought
 * to the front, and only otherwise is a new one made.
 */
type AnyApplication = foundry.applications.api.ApplicationV2.Any;

export async function showOnce<T extends AnyApplication>(
  kind: abstract new (...args: never[]) => T,
  id: string,
  create: () => T,
): Promise<T> {
  const open = foundry.applications.instances.get(id);
  if (!(open instanceof kind)) return create().render({ force: true });
  await open.render({ force: true });
  open.bringToFront();
  return open;
}
