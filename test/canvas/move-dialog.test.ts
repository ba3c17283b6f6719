/**
 * A ship token's move dialog on the fake table (test/support/fake-canvas.ts): one window per
 * token, its buttons as the application's actions, and what the GM and the ship's owner may do.
 */
import { describe, expect, it } from 'vitest';
import {
  FakeApplication,
  FakeScene,
  FakeTable,
  asFoundry,
  posted,
  type FakeClient,
  type FakeTokenDocument,
} from '../support/fake-canvas';
import { MOVE_ACTIONS } from '../../src/canvas/move-context';
import { modulesFor } from '../../src/registry/rule-modules';

const { MoveDialog, openMoveDialog } = await import('../../src/applications/move-dialog');

type Handler = (this: unknown, ...args: unknown[]) => Promise<void>;

function setUp() {
  const t = new FakeTable();
  const gm = t.connect('Gamemaster', 'gm');
  const player = t.connect('Pellew', 'player');
  const sea = new FakeScene('sea', { size: 100, distance: 5, units: 'cm', isHexagonal: false });
  gm.viewing = sea;
  player.viewing = sea;
  const doc = t.ship('HMS Defiance', sea, { x: 1000, y: 1000 }, undefined, [player.user.id]);
  return { t, gm, player, doc };
}

async function open(t: FakeTable, client: FakeClient, doc: FakeTokenDocument) {
  t.use(client);
  await openMoveDialog(asFoundry(doc));
  return FakeApplication.made
    .filter((app) => app instanceof MoveDialog && app.rendered && app.id === `broadside-move-${doc.id}`)
    .at(-1)!;
}

/** Presses a button of the dialog: the action of its name, or the form's submit for 'save'. */
async function press(dialog: FakeApplication, action: string, data: Record<string, unknown> = {}) {
  dialog.formData = data;
  const options = dialog.options as { actions: Record<string, Handler>; form: { handler: Handler } };
  if (action === 'save') await options.form.handler.call(dialog, new Event('submit'), dialog.form, { object: data });
  else await options.actions[action]!.call(dialog, new Event('click'), { dataset: { action } });
}

function record(doc: FakeTokenDocument) {
  return (doc.flags.broadside as { move?: Record<string, unknown> } | undefined)?.move;
}

describe("a ship's move dialog", () => {
  it("has an action for every button but the form's own submit", () => {
    const options = MoveDialog.DEFAULT_OPTIONS as { actions: Record<string, unknown>; tag: string };
    expect(Object.keys(options.actions).sort()).toEqual(MOVE_ACTIONS.filter((a) => a !== 'save').sort());
    expect(options.tag).toBe('form');
  });

  it("has every movement module's own buttons among its actions, and only those besides the GM's four", () => {
    const own = modulesFor('movement').flatMap((m) => m.aspects.movement?.moveActions ?? []);
    expect([...own, 'save', 'roll', 'rollSelected', 'reset'].sort()).toEqual([...MOVE_ACTIONS].sort());
  });

  it("refuses the owner a module's GM test before the module is asked", async () => {
    const { t, player, doc } = setUp();
    const dialog = await open(t, player, doc);
    const before = posted.length;
    await press(dialog, 'drift');
    await t.settle();
    expect(record(doc)?.allowance ?? null).toBeNull();
    expect(posted).toHaveLength(before);
  });

  it('is one window for each token: opening it again shows the open one', async () => {
    const { t, gm, doc } = setUp();
    const first = await open(t, gm, doc);
    const again = await open(t, gm, doc);
    expect(again).toBe(first);
    expect(first).toMatchObject({ renders: 2, fronted: 1 });
  });

  it("takes the owner's sail order and refuses her the GM's actions", async () => {
    const { t, player, doc } = setUp();
    const dialog = await open(t, player, doc);
    const before = posted.length;
    await press(dialog, 'slow');
    expect(record(doc)?.sailOrder).toBe('slow');
    expect(posted).toHaveLength(before + 1);
    await press(dialog, 'save', { allowance: 40, used: 0 });
    expect(record(doc)?.allowance).toBeNull();
    expect(dialog.renders).toBe(3);
  });

  it("saves the GM's distances, and says when they are out of bounds", async () => {
    const { t, gm, doc } = setUp();
    const dialog = await open(t, gm, doc);
    await press(dialog, 'save', { allowance: 25, used: 3 });
    expect(record(doc)).toMatchObject({ allowance: 25, used: 3 });
    await press(dialog, 'save', { allowance: 250, used: 3 });
    expect(record(doc)).toMatchObject({ allowance: 25, used: 3 });
    expect(gm.notes.at(-1)).toMatchObject({
      type: 'error',
      message: expect.stringContaining('BROADSIDE.Sailing.move.invalid') as string,
    });
  });
});
