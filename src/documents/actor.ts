/** Broadside's Actor: maps token-bar edits of derived tracks back to what is stored. */
export class BroadsideActor extends Actor {
  /**
   * The ship's hull bar shows DP remaining, derived from damage sustained; an edit of the bar is
   * turned into the damage that leaves that much remaining.
   */
  override async modifyTokenAttribute(attribute: string, value: number, isDelta = false, isBar = true) {
    if (this.type === 'ship' && attribute === 'hull') {
      const ship = this.system as unknown as { hull: { value: number; max: number } };
      const remaining = Math.clamp(isDelta ? ship.hull.value + value : value, 0, ship.hull.max);
      await this.update({ system: { damage: { points: ship.hull.max - remaining } } });
      return this;
    }
    return super.modifyTokenAttribute(attribute, value, isDelta, isBar);
  }
}
