#!/usr/bin/env node
// Validates GitHub workflow files against GitHub's own workflow schema, with the parser GitHub
// Actions uses (@actions/workflow-parser), and prints every problem found.
// Usage: node tools/workflow-check.mjs [files…]   (default: every file in .github/workflows)
// Exit 1 when a file has a problem. With --json, prints { file: [problems] } instead.
import { readFileSync, readdirSync } from 'node:fs';
import { register } from 'node:module';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

// The parser imports its schema as JSON without the import attribute Node asks for; this hook
// supplies it, for that package's JSON only.
const hooks = `export async function load(url, context, next) {
  if (url.includes('/@actions/workflow-parser/') && url.endsWith('.json')) {
    return next(url, { ...context, importAttributes: { ...context.importAttributes, type: 'json' } });
  }
  return next(url, context);
}`;
register(`data:text/javascript,${encodeURIComponent(hooks)}`);
const { NoOperationTraceWriter, convertWorkflowTemplate, parseWorkflow } = await import('@actions/workflow-parser');

/** Every problem GitHub's parser finds in a workflow: against its schema, then converting it. */
export async function workflowProblems(name, content) {
  const parsed = parseWorkflow({ name, content }, new NoOperationTraceWriter());
  const found = parsed.context.errors.getErrors().map((e) => e.message);
  if (!parsed.value) return found.length ? found : ['the file holds no workflow'];
  const template = await convertWorkflowTemplate(parsed.context, parsed.value);
  // The conversion reports the schema's findings again with its own: each once.
  return [...new Set([...found, ...(template.errors ?? []).map((e) => e.Message)])];
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const root = fileURLToPath(new URL('..', import.meta.url));
  const args = process.argv.slice(2);
  const json = args.includes('--json');
  const named = args.filter((a) => a !== '--json');
  const dir = join(root, '.github', 'workflows');
  const files = named.length
    ? named.map((f) => resolve(f))
    : readdirSync(dir)
        .filter((f) => /\.ya?ml$/.test(f))
        .map((f) => join(dir, f));
  const report = {};
  for (const file of files)
    report[relative(root, file)] = await workflowProblems(relative(root, file), readFileSync(file, 'utf8'));
  if (json) console.log(JSON.stringify(report));
  else
    for (const [file, problems] of Object.entries(report))
      console.log(problems.length ? `${file}:\n- ${problems.join('\n- ')}` : `${file}: valid`);
  if (Object.values(report).some((p) => p.length)) process.exit(1);
}
