/**
 * What a live batch made in the world, and how it waits for the server. Every document a batch
 * creates is kept here and deleted after it, newest first, and every setting it changes is set
 * back, whether its tests passed or not, so a run leaves the scratch world as it found it.
 */

/** Anything a batch made that can be deleted again (a document). */
export interface Deletable {
  readonly uuid: string | null;
  delete(): Promise<unknown>;
}

/** Whether a document is still in the world (an earlier step, or a test, may have deleted it). */
export type StillThere = (uuid: string) => boolean;

export class Scratch {
  readonly #undo: (() => unknown)[] = [];

  constructor(private readonly stillThere: StillThere) {}

  /** Keeps a document to delete after the batch; returns it. */
  keep<T extends Deletable>(document: T): T {
    this.#undo.push(async () => {
      if (document.uuid && this.stillThere(document.uuid)) await document.delete();
    });
    return document;
  }

  /** Keeps a step that puts something back (a setting's old value) to run after the batch. */
  later(step: () => unknown): void {
    this.#undo.push(step);
  }

  /**
   * Keeps every document of one kind this user creates until the batch ends (what the system posts
   * on its own, such as a card's follow-up lines): `createChatMessage`, `createActor`….
   */
  keepCreated(hook: string): void {
    const id = Hooks.on(
      hook as never,
      ((document: Deletable, _options: unknown, userId: string) => {
        if (userId === game.user?.id) this.keep(document);
      }) as never,
    );
    this.#undo.push(() => Hooks.off(hook as never, id));
  }

  /** Undoes everything, newest first; every step runs though an earlier one failed. The failures. */
  async clean(): Promise<string[]> {
    const problems: string[] = [];
    while (this.#undo.length) {
      const step = this.#undo.pop()!;
      try {
        await step();
      } catch (error) {
        problems.push(error instanceof Error ? error.message : String(error));
      }
    }
    return problems;
  }
}

/** The world's own test of whether a document is still there. */
export const inWorld: StillThere = (uuid) => foundry.utils.fromUuidSync(uuid) != null;

/** Resolves once `check` holds, polling; rejects with `what` after `ms`. */
export async function waitFor<T>(what: string, check: () => T | null | undefined | false, ms = 5000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = check();
    if (value) return value;
    if (Date.now() > until) throw new Error(`waited ${ms} ms for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Resolves with the arguments of the next call of a hook that `accept` takes, or rejects after `ms`. */
export function nextHook<A extends unknown[]>(
  hook: string,
  accept: (...args: A) => boolean = () => true,
  ms = 5000,
): Promise<A> {
  return new Promise((resolve, reject) => {
    const listener = (...args: unknown[]) => {
      if (!accept(...(args as A))) return;
      stop();
      resolve(args as A);
    };
    const id = Hooks.on(hook as never, listener as never);
    const timer = setTimeout(() => {
      stop();
      reject(new Error(`the hook ${hook} did not fire within ${ms} ms`));
    }, ms);
    const stop = () => {
      clearTimeout(timer);
      Hooks.off(hook as never, id);
    };
  });
}

/** Counts the calls of a hook until stopped (for a hook that must not fire, or fire once). */
export function countHook(hook: string): { count: () => number; stop: () => void } {
  let calls = 0;
  const id = Hooks.on(hook as never, (() => void (calls += 1)) as never);
  return { count: () => calls, stop: () => Hooks.off(hook as never, id) };
}

/** The value, or a failure naming what is missing (in place of an assertion TypeScript can narrow by). */
export function must<T>(value: T | null | undefined, what: string): T {
  if (value === null || value === undefined) throw new Error(`${what} is missing`);
  return value;
}

/** The check every batch makes first: the tests write the world as only the active GM may. */
export function requireActiveGM(): void {
  if (!game.user?.isActiveGM)
    throw new Error('Run the live tests as the active GM of a scratch world (they create and delete documents).');
}

/**
 * A scene of the batch's own, on the system's grid (5 cm squares): tokens and battles are made on
 * it, never on the world's scenes. It is not viewed, so the GM's canvas stays as it was.
 */
export async function scratchScene(scratch: Scratch, name: string): Promise<Scene.Implementation> {
  const scene = await Scene.implementation.create({
    name,
    width: 2000,
    height: 2000,
    grid: { size: 100, distance: 5, units: 'cm' },
  });
  return scratch.keep(must(scene, `the scene ${name}`));
}

/** A ship of the batch's own: a 74, not from the compendium, so placing her asks nothing. */
export async function scratchShip(scratch: Scratch, name: string, linked = true): Promise<Actor.Implementation> {
  const ship = await Actor.implementation.create({
    name,
    type: 'ship',
    system: { guns: 74, rate: 'third' },
    prototypeToken: { actorLink: linked },
  } as never);
  return scratch.keep(must(ship, `the ship ${name}`));
}

/** Her token on a scene, bow up, at (x, y), on a side (Neutral unless named). */
export async function placeShip(
  scene: Scene.Implementation,
  ship: Actor.Implementation,
  x: number,
  y: number,
  disposition: CONST.TOKEN_DISPOSITIONS = CONST.TOKEN_DISPOSITIONS.NEUTRAL,
): Promise<TokenDocument.Implementation> {
  const token = await ship.getTokenDocument({ x, y, rotation: 0, disposition }, { parent: scene });
  const [made] = await scene.createEmbeddedDocuments('Token', [token.toObject()]);
  return must(made as TokenDocument.Implementation | undefined, `the token of ${ship.name}`);
}
