/** CHANGELOG.md's sections and the version bump's arithmetic (tools/changelog.mjs, tools/version.mjs). */
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../support/render';
import { entryProblem, openSection, sections } from '../../tools/changelog.mjs';
import { nextVersion } from '../../tools/version.mjs';

const REPO = 'https://github.com/broadside-vtt/broadside';
const log = (unreleased: string) =>
  [
    '# Changelog',
    '',
    '## [Unreleased]',
    unreleased,
    '## [0.1.0] - 2026-11-25',
    '',
    '- First.',
    '',
    `[Unreleased]: ${REPO}/compare/v0.1.0...HEAD`,
    `[0.1.0]: ${REPO}/releases/tag/v0.1.0`,
    '',
  ].join('\n');

describe('CHANGELOG.md', () => {
  it("has a dated section with entries for package.json's version, so the build and a release of it pass", () => {
    const { version } = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { version: string };
    const text = readFileSync(join(ROOT, 'CHANGELOG.md'), 'utf8');
    expect(entryProblem(text, version)).toBeUndefined();
    expect(sections(text)[0]?.name).toBe('Unreleased');
  });

  it('reads sections with their dates, leaving out the links', () => {
    expect(sections(log('\n- Pending.\n'))).toEqual([
      { name: 'Unreleased', date: undefined, body: '- Pending.' },
      { name: '0.1.0', date: '2026-11-25', body: '- First.' },
    ]);
  });

  it('refuses a version with no section, an undated one, or one that lists nothing', () => {
    expect(entryProblem(log(''), '0.2.0')).toMatch(/no section/);
    expect(entryProblem(log('').replace(' - 2026-11-25', ''), '0.1.0')).toMatch(/no date/);
    expect(entryProblem(log('').replace('- First.', 'Nothing yet.'), '0.1.0')).toMatch(/lists no change/);
    expect(entryProblem(log(''), '0.1.0')).toBeUndefined();
  });

  it("opens a version's section from Unreleased, leaves Unreleased empty, and links each version to the one before", () => {
    const opened = openSection(log('\n- Pending.\n'), '0.2.0', '2026-12-01', REPO);
    expect(sections(opened)).toEqual([
      { name: 'Unreleased', date: undefined, body: '' },
      { name: '0.2.0', date: '2026-12-01', body: '- Pending.' },
      { name: '0.1.0', date: '2026-11-25', body: '- First.' },
    ]);
    expect(opened.trimEnd().split('\n').slice(-3)).toEqual([
      `[Unreleased]: ${REPO}/compare/v0.2.0...HEAD`,
      `[0.2.0]: ${REPO}/compare/v0.1.0...v0.2.0`,
      `[0.1.0]: ${REPO}/releases/tag/v0.1.0`,
    ]);
    expect(() => openSection(opened, '0.2.0', '2026-12-02', REPO)).toThrow(/already has a section/);
  });
});

describe('the version bump', () => {
  it('goes to the named version or the next major, minor or patch', () => {
    expect(nextVersion('0.1.0', 'patch')).toBe('0.1.1');
    expect(nextVersion('0.1.3', 'minor')).toBe('0.2.0');
    expect(nextVersion('0.1.3', 'major')).toBe('1.0.0');
    expect(nextVersion('0.1.3', '0.10.0')).toBe('0.10.0');
  });

  it('refuses a version that does not come after the current one, or no version at all', () => {
    expect(() => nextVersion('0.2.0', '0.1.9')).toThrow(/does not come after/);
    expect(() => nextVersion('0.2.0', '0.2.0')).toThrow(/does not come after/);
    expect(() => nextVersion('0.2.0', 'v0.3.0')).toThrow(/no version/);
  });
});
