/**
 * Token movement and an unlinked ship's delta update on a live server, as the desk reads them
 * (checklist §15.2 and §15.3 as the GM: the movement's id, the hooks a delta update fires).
 */
import type { LiveBatch } from './batch';
import {
  Scratch,
  countHook,
  inWorld,
  nextHook,
  placeShip,
  requireActiveGM,
  scratchScene,
  scratchShip,
} from './scratch';

const merchantOf = (actor: Actor.Implementation | null) =>
  (actor?.system as unknown as { merchant?: boolean } | undefined)?.merchant;

export const tokensBatch: LiveBatch = {
  key: 'broadside.tokens',
  displayName: "BROADSIDE: a token's movement id and an unlinked ship's delta update",
  replaces: ['§15.2', '§15.3'],
  register({ describe, it, before, after, assert }) {
    const scratch = new Scratch(inWorld);
    let scene: Scene.Implementation;

    describe('tokens on a scene of their own', function () {
      before(async function () {
        this.timeout(10_000);
        requireActiveGM();
        scene = await scratchScene(scratch, 'Broadside live test: tokens');
      });
      after(async function () {
        this.timeout(20_000);
        assert.deepEqual(await scratch.clean(), [], 'cleaning up');
      });

      it('fires moveToken for a move with a movement id, the one her document keeps', async function () {
        this.timeout(10_000);
        const token = await placeShip(scene, await scratchShip(scratch, 'Live test mover'), 500, 1000);
        const heard = nextHook<[TokenDocument.Implementation, { id: string }]>(
          'moveToken',
          (document) => document.id === token.id,
        );
        await token.update({ y: token.y - 100 });
        const [, movement] = await heard;
        assert.isString(movement.id);
        assert.isAbove(movement.id.length, 0, 'the movement has an id');
        assert.equal(token.movement.id, movement.id, "the token's last movement");
        console.info(`Broadside live tests | the GM's own move had the movement id ${movement.id}`);
      });

      it("writes an unlinked ship's delta: updateToken fires with it, her own actor changes, the world actor not", async function () {
        this.timeout(10_000);
        const ship = await scratchShip(scratch, 'Live test unlinked', false);
        const token = await placeShip(scene, ship, 900, 1000);
        assert.isFalse(token.actorLink, 'the token is unlinked');
        const heard = nextHook<[TokenDocument.Implementation, Record<string, unknown>]>(
          'updateToken',
          (document, changes) => document.id === token.id && 'delta' in changes,
        );
        const actorUpdates = countHook('updateActor');
        try {
          await token.update({ delta: { system: { merchant: true } } });
          await heard;
          assert.isTrue(merchantOf(token.actor), "her token's actor");
          assert.isFalse(merchantOf(ship), 'the world actor');
          await new Promise((resolve) => setTimeout(resolve, 250));
          // Open in test/support/FOUNDRY-FACTS.md section 16; the desk is right either way.
          console.info(`Broadside live tests | updateActor fired ${actorUpdates.count()} times for the delta update`);
        } finally {
          actorUpdates.stop();
        }
      });
    });
  },
};
