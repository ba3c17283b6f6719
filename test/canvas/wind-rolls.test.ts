/**
 * The world's wind rolls come from the movement modules (their `windRolls`), found through the
 * registry by the names a turn's cards and phases ask for; the GM's wind form has a click action
 * for every module's button, so a world that changes its movement rules while the form is open
 * still rolls (test/support/fake-canvas.ts registers every module, as the entry does).
 */
import { describe, expect, it } from 'vitest';
import { FakeApplication, FakeTable } from '../support/fake-canvas';

const { rollWind, windRollKinds } = await import('../../src/canvas/wind-rolls');
const { WindForm, openWindForm } = await import('../../src/applications/wind-form');

describe('the wind rolls', () => {
  it('are every movement module’s, under the names the cards and phases ask for', () => {
    expect(windRollKinds().map((k) => k.id)).toEqual([
      'kmhChange',
      'kmhInitial',
      'gettingChoppy',
      'saltntar',
      'saltntarInitial',
    ]);
  });

  it('refuses a roll no module makes, before any die is rolled or the wind saved', async () => {
    await expect(rollWind('hurricane')).rejects.toThrow(/hurricane/);
  });

  it("give the GM's form a click action for every button of every module", async () => {
    const t = new FakeTable();
    t.use(t.connect('Gamemaster', 'gm'));
    await openWindForm();
    const form = FakeApplication.made.filter((app) => app instanceof WindForm).at(-1)!;
    const actions = Object.keys(form.options.actions ?? {});
    expect(actions.sort()).toEqual(['rollKmhChange', 'rollKmhInitial', 'rollSaltntarInitial', 'rollSaltntarWind']);
  });
});
