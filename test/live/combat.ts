/**
 * A battle on a live server: the tracker's ship rows carry core's `.combatant` class and the
 * combatant's id, which core's hover and context menu read (checklist §11.2's rows; what the
 * hover and the menu look like stays in the checklist), and the desk begins its deck, draws and
 * takes a draw back when asked through the mailbox (checklist §3.1 and §3.5, the desk's half).
 */
import type { LiveBatch } from './batch';
import { combatantsWithoutRow } from './checks';
import { askThroughMailbox } from './desk';
import { Scratch, inWorld, must, placeShip, requireActiveGM, scratchScene, scratchShip, waitFor } from './scratch';

export const combatBatch: LiveBatch = {
  key: 'broadside.combat',
  displayName: "BROADSIDE: the tracker's ship rows; the deck begun, drawn and undone through the desk",
  replaces: ['§3.1', '§3.5', '§11.2'],
  register({ describe, it, before, after, assert }) {
    const scratch = new Scratch(inWorld);
    let combat: Combat.Stored | undefined;

    describe('a battle of two ships in the tracker', function () {
      before(function () {
        requireActiveGM();
        scratch.keepCreated('createChatMessage');
        scratch.later(() => game.user.unsetFlag('broadside', 'request' as never));
        scratch.later(() => game.user.unsetFlag('broadside', 'answer' as never));
      });
      after(async function () {
        this.timeout(20_000);
        assert.deepEqual(await scratch.clean(), [], 'cleaning up');
        await ui.combat?.render();
      });

      it('lists each combatant in a row core reads as its combatant', async function () {
        this.timeout(20_000);
        const scene = await scratchScene(scratch, 'Broadside live test: battle');
        const { FRIENDLY, HOSTILE } = CONST.TOKEN_DISPOSITIONS;
        const tokens = [
          await placeShip(scene, await scratchShip(scratch, 'Live test Inshore'), 500, 1000, FRIENDLY),
          await placeShip(scene, await scratchShip(scratch, 'Live test Brest'), 1200, 1000, HOSTILE),
        ];
        const active = game.combats.active;
        if (active) scratch.later(() => active.activate());
        // Not tied to a scene, so the tracker shows it whichever scene the GM views.
        const battle = scratch.keep(must(await Combat.implementation.create({ scene: null }), 'the battle'));
        combat = battle;
        const combatants = await battle.createEmbeddedDocuments(
          'Combatant',
          tokens.map((token) => ({ tokenId: token.id, sceneId: scene.id, actorId: token.actorId })),
        );
        await battle.activate();
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

      it('begins the deck through the desk, draws a card and takes the draw back', async function () {
        this.timeout(30_000);
        const battle = must(combat, 'the battle of the test before');
        type Deck = { serial: number; drawPile: string[]; played: string[] } | null | undefined;
        const deckNow = () => (battle.system as unknown as { deck?: Deck }).deck;
        const serial = () => deckNow()?.serial ?? 0;
        const piles = () => [deckNow()?.drawPile.length, deckNow()?.played.length];
        const act = async (action: string) => {
          const before = serial();
          const answer = await askThroughMailbox({
            kind: 'deck',
            combatId: battle.id,
            serial: before,
            action,
            card: '',
            commander: '',
            subordinates: [],
          });
          assert.isTrue(answer.ok, `${action}: answered ${answer.code}`);
          await waitFor(`the deck after ${action}`, () => serial() > before);
        };
        await act('begin');
        const begun = piles();
        assert.isAbove(begun[0] ?? 0, 0, 'the begun deck has cards to draw');
        await act('draw');
        assert.deepEqual(piles(), [begun[0]! - 1, begun[1]! + 1], 'a draw turns one card');
        await act('undo');
        assert.deepEqual(piles(), begun, 'the undo takes back exactly the draw');
      });
    });
  },
};
