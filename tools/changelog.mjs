// Reads and opens sections of CHANGELOG.md (the keep-a-changelog layout): `## [Unreleased]` on top,
// then `## [x.y.z] - YYYY-MM-DD` per release, newest first, and the compare links at the bottom.

const HEADING = /^## \[([^\]]+)\](?: - (\d{4}-\d{2}-\d{2}))?\s*$/;
const LINK = /^\[([^\]]+)\]: \S+\s*$/;

/** The sections of a changelog, in order: `{ name, date, body }` (`name` is a version or "Unreleased"). */
export function sections(text) {
  const out = [];
  let current;
  for (const line of text.split('\n')) {
    const heading = HEADING.exec(line);
    if (heading) {
      current = { name: heading[1], date: heading[2], lines: [] };
      out.push(current);
    } else if (current && !LINK.test(line)) {
      current.lines.push(line);
    }
  }
  return out.map(({ name, date, lines }) => ({ name, date, body: lines.join('\n').trim() }));
}

/**
 * Why `version` may not be released with this changelog, or undefined when it may: it needs its
 * own dated section with at least one entry.
 */
export function entryProblem(text, version) {
  const section = sections(text).find((s) => s.name === version);
  if (!section) return `CHANGELOG.md has no section "## [${version}] - <date>"`;
  if (!section.date) return `CHANGELOG.md's section for ${version} has no date`;
  if (!/^\s*- /m.test(section.body)) return `CHANGELOG.md's section for ${version} lists no change`;
  return undefined;
}

/**
 * Opens the section of `version`: what is under Unreleased moves into it, dated `date`, and an
 * empty Unreleased stays on top; the compare links at the bottom follow. `repo` is the
 * repository's URL.
 */
export function openSection(text, version, date, repo) {
  const all = sections(text);
  if (all.some((s) => s.name === version)) throw new Error(`CHANGELOG.md already has a section for ${version}`);
  const lines = text.split('\n');
  const at = lines.findIndex((l) => /^## \[Unreleased\]\s*$/.test(l));
  if (at < 0) throw new Error('CHANGELOG.md has no "## [Unreleased]" section');
  lines.splice(at + 1, 0, '', `## [${version}] - ${date}`);
  const links = lines.filter((l) => !LINK.test(l) || !/^\[(Unreleased|\d+\.\d+\.\d+)\]:/.test(l));
  while (links.at(-1) === '') links.pop();
  const released = [version, ...all.filter((s) => s.name !== 'Unreleased').map((s) => s.name)];
  const linkOf = (v, i) => {
    const before = released[i + 1];
    return before ? `[${v}]: ${repo}/compare/v${before}...v${v}` : `[${v}]: ${repo}/releases/tag/v${v}`;
  };
  return [...links, '', `[Unreleased]: ${repo}/compare/v${version}...HEAD`, ...released.map(linkOf), ''].join('\n');
}
