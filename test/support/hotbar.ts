/**
 * The hotbar as our macro tests drive it on the fake table (fake-canvas.ts; FOUNDRY-FACTS.md section
 * 19): data dropped on a slot as a client drops it, and a script macro's command run as Foundry runs
 * one, the body of an async function (https://foundryvtt.com/api/v13/classes/foundry.documents.Macro.html).
 */
import type { FakeClient, FakeTable } from './fake-canvas';

// Loaded after fake-canvas has put core's classes in place, as the tests load it.
const { onHotbarDrop } = await import('../../src/sheets/ship-macros');

/** Drops data on a hotbar slot as this client: what the hook answers, after the macro's writes. */
export async function dropOnHotbar(t: FakeTable, client: FakeClient, data: unknown, slot = 3) {
  t.use(client);
  const answered = onHotbarDrop(data, slot);
  await new Promise((resolve) => setTimeout(resolve, 0));
  return answered;
}

/**
 * A macro's script run as Foundry runs a script macro, with `broadside` a recorder of the calls made
 * to the named functions of its `macro` api: each call as its name and arguments, in order.
 */
export async function runMacro(command: string, api: readonly string[]): Promise<unknown[][]> {
  const calls: unknown[][] = [];
  const macro = Object.fromEntries(api.map((name) => [name, (...a: unknown[]) => calls.push([name, ...a])]));
  const asyncBody = async function () {
    await Promise.resolve();
  };
  const AsyncFunction = (Object.getPrototypeOf(asyncBody) as { constructor: unknown }).constructor as new (
    ...args: string[]
  ) => (...values: unknown[]) => Promise<void>;
  await new AsyncFunction('broadside', command)({ macro });
  return calls;
}
