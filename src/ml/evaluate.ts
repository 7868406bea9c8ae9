import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { combineResults } from './combine-results.ts';
import { createNodeClassifier, DEFAULT_MODEL_DIR } from './classify-node.ts';
import { decodeImage } from './decode-node.ts';
import { writeConfusionPng } from './evaluation/confusion-png.ts';
import { loadEvalSet } from './evaluation/eval-set.ts';
import { computeReport, type ScoredItem } from './evaluation/metrics.ts';
import { groupPhotos } from './evaluation/photo-groups.ts';
import { printReport } from './evaluation/print-report.ts';
import { writeReliabilityPng } from './evaluation/reliability-png.ts';
import { interpret, type Classification } from './interpret.ts';
import { preprocess } from './preprocess.ts';

const USAGE = `Usage: node --import tsx src/ml/evaluate.ts <folder|manifest.csv> [options]
  <folder>         photos laid out as <label>/*.jpg (domains, crops, sources from a manifest.csv beside it)
  <manifest.csv>   rows of file,label[,domain,split,crop,source_repo]; paths relative to the CSV
  --split <name>   only manifest rows of this split (e.g. test)
  --source <repo>  only photos of this source_repo (a leave-one-source-out fold's held-out source)
  --crop-known     tell the classifier each photo's crop (manifest crop column), as the chat flow does
  --group-size <n> score groups of n photos of one class and source, combined as the app combines them
  --json           print one JSON object instead of tables
  --out <dir>      where confusion-matrix.png and reliability.png go (default: a temp folder)
  --dump <file>    also write one JSON line per photo: file, label, crop, source, logits, ood_score
  --model-dir <d>  folder with mimea-classifier.onnx and labels.json (default: public/models)`;

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    json: { type: 'boolean', default: false },
    split: { type: 'string' },
    source: { type: 'string' },
    'crop-known': { type: 'boolean', default: false },
    'group-size': { type: 'string', default: '1' },
    out: { type: 'string' },
    dump: { type: 'string' },
    'model-dir': { type: 'string', default: DEFAULT_MODEL_DIR },
    help: { type: 'boolean', default: false },
  },
});
const target = positionals[0];
if (!target || values.help) {
  console.error(USAGE);
  process.exit(target ? 0 : 2);
}
const groupSize = Number(values['group-size']);

// Evaluation runs one photo at a time, so give ONNX Runtime every core.
const classifier = await createNodeClassifier(values['model-dir'], availableParallelism());
const items = loadEvalSet(target, {
  ...(values.split ? { split: values.split } : {}),
  ...(values.source ? { source: values.source } : {}),
});
const scored: (ScoredItem & { classification: Classification })[] = [];
const dump: string[] = [];
for (const item of items) {
  try {
    const { logits, oodScores } = await classifier.run(
      preprocess(await decodeImage(readFileSync(item.file))),
    );
    const crop = values['crop-known'] && item.crop !== 'any' ? item.crop : undefined;
    const oodScore = oodScores?.[0];
    scored.push({ ...item, classification: interpret(logits, classifier.metadata, { crop, oodScore }) });
    if (values.dump) {
      dump.push(
        JSON.stringify({ ...item, logits: Array.from(logits, (v) => +v.toFixed(5)), ood_score: oodScore }),
      );
    }
  } catch (error) {
    // One unreadable photo should not sink a whole evaluation; it is named and skipped.
    console.error(`skipped ${item.file}: ${(error as Error).message}`);
  }
}
await classifier.release();
if (values.dump) writeFileSync(values.dump, dump.join('\n') + '\n');

const judged: ScoredItem[] =
  groupSize === 1
    ? scored
    : groupPhotos(scored, groupSize).map((group) => ({
        ...group[0]!,
        file: group.map((item) => item.file).join(' + '),
        classification: combineResults(group.map((item) => item.classification))!,
      }));
const report = computeReport(judged, classifier.metadata);
const outDir = values.out ?? path.join(tmpdir(), `mimea-eval-${process.pid}`);
mkdirSync(outDir, { recursive: true });
const classes = classifier.metadata.labels.map((entry) => entry.label);
await writeConfusionPng(path.join(outDir, 'confusion-matrix.png'), classes, report.confusion);
await writeReliabilityPng(path.join(outDir, 'reliability.png'), report.reliability, report.ece);

const mode = { crop_known: values['crop-known'], group_size: groupSize, source: values.source ?? null };
if (values.json) {
  console.log(
    JSON.stringify({ ...report, ...mode, model_version: classifier.metadata.model_version, charts: outDir }),
  );
} else {
  printReport(report, classes, classifier.metadata.model_version);
  console.log(
    `\nmode: ${JSON.stringify(mode)}\ncharts: ${outDir}/confusion-matrix.png, ${outDir}/reliability.png`,
  );
}
