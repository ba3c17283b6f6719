/** Battles for the tracker's tests: a small action and a Trafalgar-sized fleet action (12 squadrons, 60 ships). */
import { readFileSync } from 'node:fs';
import type { ShipEntry, Side } from '../../src/data/squadrons';

/** The compendium's frigate art, inline, so the tracker's screenshots show ship tokens as a GM sees them. */
const IMG = `data:image/svg+xml;base64,${readFileSync(new URL('../../assets/ships/frigate.svg', import.meta.url)).toString('base64')}`;

export function ship(over: Partial<ShipEntry> & { name: string }): ShipEntry {
  return {
    combatantId: `c-${over.name}`,
    actorUuid: `Actor.${over.name.replace(/[^A-Za-z0-9]/g, '')}`,
    tokenId: `t-${over.name}`,
    img: IMG,
    squadron: null,
    nationality: 'British',
    side: 'friendly',
    flagship: false,
    outOfAction: false,
    onFire: false,
    steering: false,
    strikeMarked: false,
    strikeConditions: false,
    ownerIds: [],
    hidden: false,
    ...over,
  };
}

const SQUADRONS: { id: string; side: Side; nation: string; owner: string; names: string[] }[] = [
  {
    id: 'Weather Column',
    side: 'friendly',
    nation: 'British',
    owner: 'u-nelson',
    names: ['Victory', 'Temeraire', 'Neptune', 'Leviathan', 'Conqueror'],
  },
  {
    id: 'Weather Rear',
    side: 'friendly',
    nation: 'British',
    owner: 'u-nelson',
    names: ['Britannia', 'Ajax', 'Agamemnon', 'Orion', 'Minotaur'],
  },
  {
    id: 'Lee Column',
    side: 'friendly',
    nation: 'British',
    owner: 'u-collingwood',
    names: ['Royal Sovereign', 'Belleisle', 'Mars', 'Tonnant', 'Bellerophon'],
  },
  {
    id: 'Lee Centre',
    side: 'friendly',
    nation: 'British',
    owner: 'u-collingwood',
    names: ['Colossus', 'Achille', 'Dreadnought', 'Polyphemus', 'Revenge'],
  },
  {
    id: 'Lee Rear',
    side: 'friendly',
    nation: 'British',
    owner: 'u-collingwood',
    names: ['Swiftsure', 'Defiance', 'Thunderer', 'Defence', 'Prince'],
  },
  {
    id: 'Frigates',
    side: 'friendly',
    nation: 'British',
    owner: 'u-blackwood',
    names: ['Euryalus', 'Naiad', 'Phoebe', 'Sirius', 'Pickle'],
  },
  {
    id: 'Van',
    side: 'hostile',
    nation: 'French',
    owner: 'u-dumanoir',
    names: ['Formidable', 'Duguay-Trouin', 'Mont-Blanc', 'Scipion', 'Neptuno'],
  },
  {
    id: 'Centre',
    side: 'hostile',
    nation: 'French',
    owner: 'u-villeneuve',
    names: ['Bucentaure', 'Redoutable', 'Héros', 'Intrépide', 'Rayo'],
  },
  {
    id: 'Spanish Centre',
    side: 'hostile',
    nation: 'Spanish',
    owner: 'u-gravina',
    names: ['Santísima Trinidad', 'San Agustín', 'San Leandro', 'San Justo', 'Neptune (F)'],
  },
  {
    id: 'Rear',
    side: 'hostile',
    nation: 'French',
    owner: 'u-villeneuve',
    names: ['Indomptable', 'Fougueux', 'Pluton', 'Algésiras', 'Aigle'],
  },
  {
    id: 'Spanish Rear',
    side: 'hostile',
    nation: 'Spanish',
    owner: 'u-gravina',
    names: ['Santa Ana', 'Monarca', 'Bahama', 'Montañés', 'Argonauta'],
  },
  {
    id: 'Observation',
    side: 'hostile',
    nation: 'Spanish',
    owner: 'u-gravina',
    names: ['Príncipe de Asturias', 'San Ildefonso', 'San Juan Nepomuceno', 'Swiftsure (F)', 'Berwick'],
  },
];

/** 12 squadrons of 5: the first ship of each is its flagship; a few burn, one has lost her steering, one is marked. */
export function trafalgar(): ShipEntry[] {
  return SQUADRONS.flatMap((s) =>
    s.names.map((name, i) =>
      ship({
        name,
        squadron: s.id,
        side: s.side,
        nationality: s.nation,
        flagship: i === 0,
        ownerIds: [s.owner],
        onFire: name === 'Redoutable' || name === 'Achille',
        steering: name === 'Belleisle',
        strikeMarked: name === 'Santísima Trinidad',
        outOfAction: name === 'Aigle',
      }),
    ),
  );
}

/** A frigate action: two squadrons of two, by nation. */
export function frigateAction(): ShipEntry[] {
  return [
    ship({ name: 'Indefatigable', flagship: true, ownerIds: ['u-pellew'] }),
    ship({ name: 'Amazon', ownerIds: ['u-pellew'] }),
    ship({
      name: 'Droits de l’Homme',
      nationality: 'French',
      side: 'hostile',
      flagship: true,
      ownerIds: ['u-lacrosse'],
    }),
    ship({ name: 'Cléopâtre', nationality: 'French', side: 'hostile', onFire: true, ownerIds: ['u-lacrosse'] }),
  ];
}
