/**
 * Stand-ins, for tests in Node, of the v13 behaviour behind a token's resource bars, modelled on
 * what these pages and threads say and nothing kinder:
 *
 * - TokenDocument#getBarAttribute(barName, {alternative}) reads the bar's attribute path, takes the
 *   value at that path of the actor's system data (null when there is none), and calls an object
 *   with `value` and `max` a bar, a number a single value
 *   (https://foundryvtt.com/api/v13/classes/foundry.documents.TokenDocument.html). The result is
 *   editable only when the value is a field of the actor's schema, so a bar whose value is derived
 *   is shown read-only (https://github.com/foundryvtt/foundryvtt/issues/8907, /issues/10007).
 * - The token HUD takes an edit of a bar only when it is editable, and hands it to
 *   Actor#modifyTokenAttribute(attribute, value, isDelta, isBar). Core's own builds the update of
 *   the attribute's value, fires the `modifyTokenAttribute(data, updates, actor)` hook, whose
 *   handlers may change "the update delta that will be applied to the Token's actor", and applies
 *   it unless a handler returned false
 *   (https://foundryvtt.com/api/v13/classes/foundry.documents.Actor.html;
 *   https://foundryvtt.com/api/v13/functions/hookEvents.modifyTokenAttribute.html).
 * - A new actor's token bar1 starts on the system's primaryTokenAttribute, whatever its type
 *   (https://github.com/foundryvtt/foundryvtt/issues/8047); the actor's own _preCreate runs, which
 *   calls its system model's _preCreate (TypeDataModel: "Called by ClientDocumentMixin#_preCreate",
 *   https://foundryvtt.com/api/v13/classes/foundry.abstract.TypeDataModel.html), then the
 *   preCreateActor hooks; each may change the pending actor with updateSource
 *   (https://foundryvtt.com/api/v13/functions/hookEvents.preCreateDocument.html).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SchemaField, type DataField } from './foundry-fields';
import { getProperty, hasProperty, isObject, merge, type Obj } from './objects';

/** A system data object with its schema, as a document's `system` is. */
export function systemData<T extends object>(
  Model: { prototype: object; defineSchema(): object },
  data: T,
): T & { schema: SchemaField } {
  const schema = new SchemaField(Model.defineSchema() as Record<string, DataField>);
  return Object.assign(Object.create(Model.prototype), data, { schema }) as T & { schema: SchemaField };
}

/** A `modifyTokenAttribute` hook handler, as `Hooks.on` registers it. */
export type ModifyTokenAttributeHook = (
  data: { attribute: string; value: number; isDelta: boolean; isBar: boolean },
  updates: Obj,
  actor: FakeActor,
) => boolean | void;
/** The handlers registered for `modifyTokenAttribute`, in order (Hooks.call stops at an explicit false). */
export const MODIFY_TOKEN_ATTRIBUTE: ModifyTokenAttributeHook[] = [];

export class FakeActor {
  type: string;
  system: Obj & { schema: SchemaField };
  _source: Obj = { prototypeToken: { bar1: { attribute: null } } };
  /** Every update asked of the actor, in order. */
  updates: Obj[] = [];

  constructor(data: { type: string; system: Obj & { schema: SchemaField } }) {
    this.type = data.type;
    this.system = data.system;
    Object.assign(this.system, { parent: this });
  }

  /** The document's own pre-create step: its system model's, when the model has one. */
  async _preCreate(data: Obj, options: Obj, userId: string): Promise<boolean | void> {
    const model = this.system as unknown as {
      _preCreate?: (data: Obj, options: Obj, userId: string) => Promise<boolean | void>;
    };
    return model._preCreate?.(data, options, userId);
  }

  get prototypeToken() {
    return this._source.prototypeToken as { bar1: { attribute: string | null } };
  }

  async update(changes: Obj): Promise<this> {
    this.updates.push(changes);
    return Promise.resolve(this);
  }

  updateSource(changes: Obj): void {
    merge(this._source, changes);
  }

  /** Core's own way: the attribute's value (a bar's `value`) set or moved by the edit, through the modifyTokenAttribute
   * hooks. */
  async modifyTokenAttribute(attribute: string, value: number, isDelta = false, isBar = true): Promise<this> {
    const path = `system.${attribute}${isBar ? '.value' : ''}`;
    const current = Number(getProperty(this, path));
    const updates: Obj = { [path]: isDelta ? current + value : value };
    const allowed = MODIFY_TOKEN_ATTRIBUTE.every(
      (hook) => hook({ attribute, value, isDelta, isBar }, updates, this) !== false,
    );
    return allowed ? this.update(updates) : this;
  }
}

export interface Bar {
  type: 'bar' | 'value';
  attribute: string;
  value: number;
  max?: number;
  editable: boolean;
}

export class FakeTokenDocument {
  constructor(
    readonly actor: FakeActor | null,
    readonly bar1: { attribute: string | null },
  ) {}

  getBarAttribute(barName: 'bar1', { alternative }: { alternative?: string } = {}): Bar | null {
    const attribute = alternative ?? this[barName].attribute;
    if (!attribute || !this.actor) return null;
    const data = getProperty(this.actor.system, attribute);
    const inSchema = (path: string) => this.actor!.system.schema.getField(path) !== undefined;
    if (typeof data === 'number') return { type: 'value', attribute, value: data, editable: inSchema(attribute) };
    if (isObject(data) && typeof data.value === 'number' && typeof data.max === 'number') {
      return { type: 'bar', attribute, value: data.value, max: data.max, editable: inSchema(`${attribute}.value`) };
    }
    return null;
  }
}

/** An edit typed into the token HUD's bar: refused when the bar is not editable. */
export async function editOnHud(token: FakeTokenDocument, value: number): Promise<'applied' | 'read-only' | 'no bar'> {
  const bar = token.getBarAttribute('bar1');
  if (!bar) return 'no bar';
  if (!bar.editable) return 'read-only';
  await token.actor!.modifyTokenAttribute(bar.attribute, value, false, bar.type === 'bar');
  return 'applied';
}

const manifest = JSON.parse(readFileSync(join(new URL('../..', import.meta.url).pathname, 'system.json'), 'utf8')) as {
  primaryTokenAttribute?: string;
};

/**
 * An actor created as core creates one: its data, bar1 on the system's primary attribute unless
 * given, the actor's own _preCreate, then the preCreateActor hooks; null when either refused.
 */
export async function createActorAsCore<A extends FakeActor>(
  actor: A,
  data: Obj,
  preCreateActor: ((actor: A, data: Obj) => boolean | void)[] = [],
): Promise<A | null> {
  if (!hasProperty(data, 'prototypeToken.bar1.attribute'))
    actor.updateSource({ prototypeToken: { bar1: { attribute: manifest.primaryTokenAttribute ?? null } } });
  actor.updateSource(data);
  if ((await actor._preCreate(data, {}, 'u0000000000000001')) === false) return null;
  return preCreateActor.every((hook) => hook(actor, data) !== false) ? actor : null;
}

/** An actor created as core creates one: its data, bar1 on the system's primary attribute unless given, then the
 * preCreateActor hooks. */
export function createActor<A extends FakeActor>(
  actor: A,
  data: Obj,
  preCreateActor: (actor: A, data: Obj) => void,
): A {
  if (!hasProperty(data, 'prototypeToken.bar1.attribute'))
    actor.updateSource({ prototypeToken: { bar1: { attribute: manifest.primaryTokenAttribute ?? null } } });
  actor.updateSource(data);
  preCreateActor(actor, data);
  return actor;
}
