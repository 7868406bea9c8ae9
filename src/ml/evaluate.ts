import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { combineResults } from './combine-results.ts';
import { createNodeClassifier, DEFAULT_MODEL_DIR } from './classify-node.ts';
import { decodeImage } from './decode-node.ts';
import { DEFAULT_ANSWER_NOISE } from './differential.ts';
import { runDifferential, scoreAfterQuestions, type AskInput } from './evaluation/ask.ts';
import { writeConfusionPng } from './evaluation/confusion-png.ts';
import { loadEvalSet } from './evaluation/eval-set.ts';
import { computeReport, type ScoredItem } from './evaluation/metrics.ts';
import { groupPhotos } from './evaluation/photo-groups.ts';
import { printReport } from './evaluation/print-report.ts';
import { writeReliabilityPng } from './evaluation/reliability-png.ts';
import { interpret, type Classification } from './interpret.ts';
import { canonicalLabel } from './model-metadata.ts';
import { cropToLeaf } from './leaf-crop.ts';
import { averageOfBatch, withMirror } from './mirror.ts';
import { preprocess } from './preprocess.ts';

const USAGE = `Usage: node --import tsx src/ml/evaluate.ts <folder|manifest.csv> [options]
  <folder>         photos laid out as <label>/*.jpg (domains, crops, sources from a manifest.csv beside it)
  <manifest.csv>   rows of file,label[,domain,split,crop,source_repo]; paths relative to the CSV
  --split <name>   only manifest rows of this split (e.g. test)
  --source <repo>  only photos of this source_repo (a leave-one-source-out fold's held-out source)
  --crop-known     tell the classifier each photo's crop (manifest crop column), as the chat flow does
  --group-size <n> score groups of n photos of one class and source, combined as the app combines them
  --ask <n>        simulate a farmer answering up to n sign questions on every 'not sure' photo, and
                   every plant photo called 'not a plant' (the farmer says it is a plant), as the
                   chat's differential diagnosis does; adds after_questions to the report
  --answer-noise <p>  how often the simulated farmer answers wrongly (default ${DEFAULT_ANSWER_NOISE})
  --ask-sweep      with --ask: also after_questions_sweep, for 1..n questions × noise 0, 0.1, 0.2, 0.3
  --leaf <part>    show the classifier the leaf: crop (square around the largest leaf), light (its
                   brightness moved to the lab photos'), or both
  --mirror         also classify each photo mirrored, and average the two (test-time augmentation)
  --json           print one JSON object instead of tables
  --out <dir>      where confusion-matrix.png and reliability.png go (default: a temp folder)
  --dump <file>    also write one JSON line per photo: file, label, crop, source, logits, ood_score
  --model-dir <d>  folder with mimea-classifier.onnx and labels.json (default: public/models)`;

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    json: { type: 'boolean', default: false },
    leaf: { type: 'string' },
    mirror: { type: 'boolean', default: false },
    split: { type: 'string' },
    source: { type: 'string' },
    'crop-known': { type: 'boolean', default: false },
    'group-size': { type: 'string', default: '1' },
    ask: { type: 'string' },
    'answer-noise': { type: 'string', default: String(DEFAULT_ANSWER_NOISE) },
    'ask-sweep': { type: 'boolean', default: false },
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
const ask = values.ask === undefined ? null : Number(values.ask);
const answerNoise = Number(values['answer-noise']);
if (ask !== null && (!Number.isInteger(ask) || ask < 0 || groupSize !== 1)) {
  console.error('--ask takes a whole number of questions, and one photo at a time (no --group-size)');
  process.exit(2);
}
if (!(answerNoise >= 0 && answerNoise <= 0.5)) {
  console.error('--answer-noise is a probability between 0 and 0.5');
  process.exit(2);
}

const leafView =
  values.leaf === undefined ? null : { crop: values.leaf !== 'light', light: values.leaf !== 'crop' };
if (values.leaf !== undefined && !['crop', 'light', 'both'].includes(values.leaf)) {
  console.error('--leaf is crop, light or both');
  process.exit(2);
}

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
    const decoded = await decodeImage(readFileSync(item.file));
    const input = preprocess(leafView ? cropToLeaf(decoded, leafView) : decoded);
    const { logits, oodScores } = values.mirror
      ? averageOfBatch(await classifier.run(withMirror(input), 2))
      : await classifier.run(input);
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
const knownLabels = new Set(classifier.metadata.labels.map((entry) => entry.label));
const notAPlant = classifier.metadata.labels.find((entry) => entry.kind === 'not_a_plant')?.label;
const askInputs: AskInput[] = scored.flatMap((item) => {
  const truth = canonicalLabel(classifier.metadata, item.label);
  if (!knownLabels.has(truth)) return [];
  // The differential sees what the chat sees: the leading crop's conditions and the photo's familiarity.
  const { predictions, verdict, differential } = item.classification;
  return [{ truth, verdict, predictions, differential }];
});
const afterQuestionsFor = (questions: number, noise: number) =>
  scoreAfterQuestions(runDifferential(askInputs, notAPlant, { ask: questions, noise }), notAPlant);
const afterQuestions = ask === null ? undefined : afterQuestionsFor(ask, answerNoise);
const sweep =
  ask === null || !values['ask-sweep']
    ? undefined
    : Array.from({ length: ask }, (_, i) => i + 1).flatMap((questions) =>
        [0, 0.1, 0.2, 0.3].map((noise) => ({
          ask: questions,
          answer_noise: noise,
          ...afterQuestionsFor(questions, noise),
        })),
      );
const outDir = values.out ?? path.join(tmpdir(), `mimea-eval-${process.pid}`);
mkdirSync(outDir, { recursive: true });
const classes = classifier.metadata.labels.map((entry) => entry.label);
await writeConfusionPng(path.join(outDir, 'confusion-matrix.png'), classes, report.confusion);
await writeReliabilityPng(path.join(outDir, 'reliability.png'), report.reliability, report.ece);

const mode = {
  crop_known: values['crop-known'],
  group_size: groupSize,
  source: values.source ?? null,
  leaf: values.leaf ?? null,
  mirror: values.mirror,
  ...(ask === null ? {} : { ask, answer_noise: answerNoise }),
};
if (values.json) {
  console.log(
    JSON.stringify({
      ...report,
      ...(afterQuestions ? { after_questions: afterQuestions } : {}),
      ...(sweep ? { after_questions_sweep: sweep } : {}),
      ...mode,
      model_version: classifier.metadata.model_version,
      charts: outDir,
    }),
  );
} else {
  printReport(report, classes, classifier.metadata.model_version);
  if (afterQuestions) {
    const pct = (v: number) => `${(v * 100).toFixed(1)} %`;
    console.log(
      `\nafter up to ${ask} sign question(s), answer noise ${answerNoise}: top-1 ${pct(afterQuestions.top1)}, ` +
        `top-3 ${pct(afterQuestions.top3)}, answered ${pct(afterQuestions.answered_rate)}, ` +
        `selective accuracy ${pct(afterQuestions.selective_accuracy)}, confident & wrong ` +
        `${pct(afterQuestions.confident_wrong_rate)}, ${afterQuestions.mean_questions.toFixed(2)} questions per ` +
        `photo in the differential, ${pct(afterQuestions.differential_answered_rate)} of those ` +
        `${afterQuestions.differential_count} photos end with one clear answer`,
    );
  }
  console.log(
    `\nmode: ${JSON.stringify(mode)}\ncharts: ${outDir}/confusion-matrix.png, ${outDir}/reliability.png`,
  );
}
