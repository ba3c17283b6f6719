/**
 * The desk's status guard as every page builds it (door/page.ts), and as the tests' fake server
 * builds it for each of its clients: the ships and the crew members, each kind's new values read
 * off its model's schema, its guarded paths and the values they may hold off the registry (the
 * models' own and every registered part's, registry/data-parts.ts guardedPaths and guardedChoices).
 */
import { defineShipSchema } from '../../data/ship';
import { defineCrewSchema } from '../../data/crew';
import { StatusGuard } from './status-memory';

type Fields = ConstructorParameters<typeof foundry.data.fields.SchemaField>[0];

/** A new actor's data as its model starts it: the initial value of every field of its schema. */
const initialOf = (define: () => object) => (): unknown =>
  new foundry.data.fields.SchemaField(define() as Fields).getInitialValue({});

/** A new status guard of ships and crew members. */
export const newStatusGuard = (): StatusGuard =>
  new StatusGuard({ ship: { defaults: initialOf(defineShipSchema) }, crew: { defaults: initialOf(defineCrewSchema) } });
