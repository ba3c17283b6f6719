/**
 * Core's macros and hotbar on a browser test's page, as far as the hotbar's drop reaches them
 * (FOUNDRY-FACTS.md section 19; the same model as fake-canvas.ts's table): `Macro.create` makes a
 * script macro only for a user holding MACRO_SCRIPT, its author being he; `game.macros` lists the
 * world's macros; `User#assignHotbarMacro(macro, slot)` puts one in a slot of his own hotbar;
 * `fromUuidSync` finds the documents the page holds, and `fromUuid` resolves to the same (the
 * whole document, https://foundryvtt.com/api/v13/functions/foundry.utils.fromUuid.html).
 */
export interface PageMacro {
  id: string;
  name: string;
  type: string;
  img: string;
  command: string;
  author: string;
}

const macros: PageMacro[] = [];
const hotbar: Record<number, string> = {};

type PageUser = { id?: string; isGM: boolean; can?: (permission: string) => boolean };

/**
 * Puts the stand-ins where the system's code looks for them. `trusted`: the page's user is a
 * Trusted Player (or a GM), so he may make script macros.
 */
export function installHotbar(findDocument: (uuid: string) => unknown, trusted: boolean): void {
  const g = globalThis as unknown as { game: { user: PageUser; macros?: unknown } };
  const user = g.game.user as PageUser & { assignHotbarMacro?: unknown };
  user.id = 'UserPage00000001';
  user.can = (permission) => user.isGM || (permission === 'MACRO_SCRIPT' && trusted);
  user.assignHotbarMacro = (macro: PageMacro | null, slot?: number) => {
    if (macro && slot !== undefined) hotbar[slot] = macro.id;
    return Promise.resolve(user);
  };
  g.game.macros = {
    contents: macros,
    find: (test: (m: PageMacro & { isOwner: boolean }) => boolean) =>
      macros.find((m) => test({ ...m, isOwner: user.isGM || m.author === user.id })),
  };
  Object.assign(globalThis, {
    fromUuidSync: findDocument,
    fromUuid: (uuid: string) => Promise.resolve(findDocument(uuid)),
    Macro: {
      create(data: { name: string; type: string; img?: string; command: string }) {
        if (data.type === 'script' && !user.can!('MACRO_SCRIPT'))
          return Promise.reject(new Error('You lack permission to create Macro'));
        const macro = { id: `Macro${String(macros.length + 1).padStart(11, '0')}`, img: '', ...data, author: user.id! };
        macros.push(macro);
        return Promise.resolve(macro);
      },
    },
  });
}

/** The world's macros and the user's hotbar (macro ids by slot), as plain data. */
export const hotbarState = () => ({ macros: structuredClone(macros), hotbar: { ...hotbar } });
