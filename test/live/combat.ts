/**
 * The turn deck's tracker on a live server: its ship rows carry core's `.combatant` class and the
 * combatant's id, which core's hover and context menu read (checklist §11.2's rows; what the
 * hover and the menu look like stays in the checklist).
 */
import type { LiveBatch } from './batch';
import { combatantsWithoutRow } from './checks';
import { Scratch, inWorld, must, placeShip, requireActiveGM, scratchScene, scratchShip, waitFor } from './scratch';

export const combatBatch: LiveBatch = {
  key: 'broadside.combat',
  displayName: "BROADSIDE: the tracker's ship rows carry .combatant[data-combatant-id]",
  replaces: ['§11.2'],
  register({ describe, it, before, after, assert }) {
    const scratch = new Scratch(inWorld);

    describe('a battle of two ships in the tracker', function () {
      before(requireActiveGM);
      after(async function () {
        this.timeout(20_000);
        assert.deepEqual(await scratch.clean(), [], 'cleaning up');
        await ui.combat?.render();
      });

      it('lists each combatant in a row core reads as its combatant', async function () {
        this.timeout(20_000);
        const scene = await scratchScene(scratch, 'Broadside live test: battle');
        const tokens = [
          await placeShip(scene, await scratchShip(scratch, 'Live test Inshore'), 500, 1000),
          await placeShip(scene, await scratchShip(scratch, 'Live test Brest'), 1200, 1000),
        ];
        const active = game.combats.active;
        if (active) scratch.later(() => active.activate());
        // Not tied to a scene, so the tracker shows it whichever scene the GM views.
        const combat = scratch.keep(must(await Combat.implementation.create({ scene: null }), 'the battle'));
        const combatants = await combat.createEmbeddedDocuments(
          'Combatant',
          tokens.map((token) => ({ tokenId: token.id, sceneId: scene.id, actorId: token.actorId })),
        );
        await combat.activate();
        const ids = combatants.map((combatant) => combatant.id);
        const tracker = must(ui.combat, 'the combat tracker');
        await tracker.render({ force: true });
        const rowIds = () =>
          [...(tracker.element?.querySelectorAll<HTMLElement>('.combatant[data-combatant-id]') ?? [])].map(
            (row) => row.dataset.combatantId ?? '',
          );
        await waitFor('rows for both ships', () => combatantsWithoutRow(ids, rowIds()).length === 0).catch(() => null);
        assert.deepEqual(combatantsWithoutRow(ids, rowIds()), [], 'combatants without a row');
      });
    });
  },
};
