/**
 * What the token ruler says at a waypoint: distance sailed this activation, what is left (or how
 * far past the allowance), and the ship's position to the wind there. Pure: keys and data out.
 */
import type { PathTrace } from '../rules/geometry/path';
import type { MoveRecord } from '../rules/move-record';

export interface LabelLine {
  key: string;
  data: Record<string, string>;
}

export interface RulerLabel {
  /** cm sailed this activation once the ship is at the waypoint, rounded to 0.1. */
  used: string;
  lines: LabelLine[];
  /** The waypoint lies beyond reach (too far or too tight). */
  beyond: boolean;
}

/** Rounds cm to one decimal for a label. */
export function cm(value: number): string {
  return (Math.round(value * 10) / 10).toFixed(1);
}

/**
 * The label at waypoint `index` (1 = the first after the start) of a traced path, for a ship that
 * has sailed `record.used` cm earlier in the activation.
 */
export function rulerLabel(trace: PathTrace, index: number, record: MoveRecord, wind: LabelLine): RulerLabel {
  const leg = trace.legs[index - 1];
  if (!leg) return { used: cm(record.used), lines: [wind], beyond: false };
  const tooTight =
    index > trace.reached && trace.stop === 'tooTight' && !trace.legs.slice(0, index).every((l) => l.feasible);
  const sailed = record.used + leg.cumulative;
  const lines: LabelLine[] = [];
  let beyond = tooTight;
  if (record.allowance === null) {
    lines.push({ key: 'BROADSIDE.Sailing.ruler.noAllowance', data: {} });
  } else {
    const left = record.allowance - sailed;
    if (left < -0.05) {
      beyond = true;
      lines.push({ key: 'BROADSIDE.Sailing.ruler.over', data: { over: cm(-left), allowance: cm(record.allowance) } });
    } else {
      lines.push({
        key: 'BROADSIDE.Sailing.ruler.left',
        data: { left: cm(Math.max(0, left)), allowance: cm(record.allowance) },
      });
    }
  }
  if (tooTight) lines.push({ key: 'BROADSIDE.Sailing.ruler.tooTight', data: {} });
  if (trace.strain > 0 && index === trace.legs.length)
    lines.push({ key: 'BROADSIDE.Sailing.ruler.strain', data: { strain: String(trace.strain) } });
  lines.push(wind);
  return { used: cm(sailed), lines, beyond };
}

/** What the waypoint label template (templates/canvas/waypoint-label.hbs) shows of a label. */
export interface LabelView {
  used: string;
  /** The label's lines in the reader's language. */
  lines: string[];
  beyond: boolean;
}

export function labelView(label: RulerLabel, format: (key: string, data: Record<string, string>) => string): LabelView {
  return { used: label.used, lines: label.lines.map((line) => format(line.key, line.data)), beyond: label.beyond };
}
