#!/usr/bin/env node
// Merges a JSON fragment into a language's files (deep), keeping keys in the order they were added.
// A language is several files (lang/<lang>.json and each rule module's lang/modules/<id>/<lang>.json,
// tools/manifest.mjs): a key one of them already holds is updated there, so no key lands in two
// files; a new key goes into the file named.
// Usage: node tools/lang-merge.mjs lang/en.json fragment.json
//        node tools/lang-merge.mjs lang/modules/<id>/en.json fragment.json
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { ROOT, manifestFiles } from './manifest.mjs';

const [target, fragmentPath] = process.argv.slice(2);
if (!target || !fragmentPath) {
  console.error('usage: node tools/lang-merge.mjs <lang file> <fragment.json>');
  process.exit(2);
}
const readJson = (path) => (existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : {});
const targetPath = relative(ROOT, resolve(target)).split('\\').join('/');
const lang = targetPath.replace(/^.*\//, '').replace(/\.json$/, '');
// Every file of the target's language, the target among them even if the manifest does not list it yet.
const paths = [
  ...new Set([
    ...manifestFiles(ROOT)
      .languages.filter((l) => l.lang === lang)
      .map((l) => l.path),
    targetPath,
  ]),
];
const trees = new Map(paths.map((path) => [path, readJson(resolve(ROOT, path))]));

const holds = (tree, keys) =>
  keys.reduce((node, key) => (node && typeof node === 'object' ? node[key] : undefined), tree);
function place(tree, keys, value) {
  let node = tree;
  for (const key of keys.slice(0, -1)) node = node[key] && typeof node[key] === 'object' ? node[key] : (node[key] = {});
  node[keys.at(-1)] = value;
}
function leaves(tree, prefix = []) {
  return Object.entries(tree).flatMap(([key, value]) =>
    value && typeof value === 'object' && !Array.isArray(value)
      ? leaves(value, [...prefix, key])
      : [[[...prefix, key], value]],
  );
}
for (const [keys, value] of leaves(readJson(resolve(fragmentPath)))) {
  const home = paths.find((path) => typeof holds(trees.get(path), keys) === 'string') ?? targetPath;
  place(trees.get(home), keys, value);
}
for (const [path, tree] of trees) writeFileSync(resolve(ROOT, path), JSON.stringify(tree, null, 2) + '\n');
