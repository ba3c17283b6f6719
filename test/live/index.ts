/**
 * The live tests' module, built only into a development build (`npm run build -- --with-live-tests`,
 * which names it in dist/system.json after broadside.mjs). With the Quench module active, each
 * batch is registered when Quench is ready; Quench's window then runs them against the world.
 * Run them as the GM of a scratch world: they create and delete documents of their own.
 */
import { LIVE_BATCHES } from './batches';
import type { Quench } from './quench';

export function registerLiveBatches(quench: Quench): void {
  for (const batch of LIVE_BATCHES)
    quench.registerBatch(batch.key, (context) => batch.register(context), { displayName: batch.displayName });
}

Hooks.once('quenchReady', registerLiveBatches);
Hooks.once('ready', () => {
  if (!game.modules.get('quench')?.active)
    console.warn('Broadside | this build carries the live tests, but the Quench module is not active to run them');
});
