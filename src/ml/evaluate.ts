import { mkdirSync, readFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createNodeClassifier, DEFAULT_MODEL_DIR } from './classify-node.ts';
import { decodeImage } from './decode-node.ts';
import { writeConfusionPng } from './evaluation/confusion-png.ts';
import { loadEvalSet } from './evaluation/eval-set.ts';
import { computeReport, type ScoredItem } from './evaluation/metrics.ts';
import { printReport } from './evaluation/print-report.ts';
import { writeReliabilityPng } from './evaluation/reliability-png.ts';
import { interpret } from './interpret.ts';
import { preprocess } from './preprocess.ts';

const USAGE = `Usage: node --import tsx src/ml/evaluate.ts <folder|manifest.csv> [options]
  <folder>         photos laid out as <label>/*.jpg (domains read from a manifest.csv beside it, if any)
  <manifest.csv>   rows of file,label[,domain,split]; paths relative to the CSV
  --split <name>   only manifest rows of this split (e.g. test)
  --json           print one JSON object instead of tables
  --out <dir>      where confusion-matrix.png and reliability.png go (default: a temp folder)
  --model-dir <d>  folder with mimea-classifier.onnx and labels.json (default: public/models)`;

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    json: { type: 'boolean', default: false },
    split: { type: 'string' },
    out: { type: 'string' },
    'model-dir': { type: 'string', default: DEFAULT_MODEL_DIR },
    help: { type: 'boolean', default: false },
  },
});
const target = positionals[0];
if (!target || values.help) {
  console.error(USAGE);
  process.exit(target ? 0 : 2);
}

// Evaluation runs one photo at a time, so give ONNX Runtime every core.
const classifier = await createNodeClassifier(values['model-dir'], availableParallelism());
const items = loadEvalSet(target, values.split);
const scored: ScoredItem[] = [];
for (const item of items) {
  try {
    const logits = await classifier.logits(preprocess(await decodeImage(readFileSync(item.file))));
    scored.push({ ...item, classification: interpret(logits, classifier.metadata) });
  } catch (error) {
    // One unreadable photo should not sink a whole evaluation; it is named and skipped.
    console.error(`skipped ${item.file}: ${(error as Error).message}`);
  }
}
await classifier.release();

const report = computeReport(scored, classifier.metadata);
const outDir = values.out ?? path.join(tmpdir(), `mimea-eval-${process.pid}`);
mkdirSync(outDir, { recursive: true });
const classes = classifier.metadata.labels.map((entry) => entry.label);
await writeConfusionPng(path.join(outDir, 'confusion-matrix.png'), classes, report.confusion);
await writeReliabilityPng(path.join(outDir, 'reliability.png'), report.reliability, report.ece);

if (values.json) {
  console.log(
    JSON.stringify({ ...report, model_version: classifier.metadata.model_version, charts: outDir }),
  );
} else {
  printReport(report, classes, classifier.metadata.model_version);
  console.log(`\ncharts: ${outDir}/confusion-matrix.png, ${outDir}/reliability.png`);
}
