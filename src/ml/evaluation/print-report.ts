import type { Report } from './metrics.ts';

const pct = (value: number | null) => (value === null ? '-' : `${(value * 100).toFixed(1)}%`).padStart(6);

/** The human-readable form of `evaluate.ts` output: headline figures, then tables. */
export function printReport(report: Report, classes: string[], modelVersion: string): void {
  console.log(`model ${modelVersion}, ${report.count} photos with known labels`);
  console.log(`top-1 ${pct(report.top1)}  top-3 ${pct(report.top3)}  ECE ${pct(report.ece)}`);
  console.log(
    `in-scope answered ${pct(report.answered_rate)} (right ${pct(report.answered_accuracy)})  ` +
      `not sure ${pct(report.not_sure_rate)}`,
  );
  console.log(
    `out-of-scope: not_a_plant recall ${pct(report.not_a_plant_recall)}, ` +
      `given no diagnosis ${pct(report.out_of_scope_rejected)}`,
  );

  const domains = Object.entries(report.per_domain);
  if (domains.length > 0) {
    console.log('\ndomain      count  top-1  top-3  answered  right  not-sure');
    for (const [domain, f] of domains) {
      console.log(
        `${domain.padEnd(10)} ${String(f.count).padStart(6)} ${pct(f.top1)} ${pct(f.top3)}   ` +
          `${pct(f.answered_rate)} ${pct(f.answered_accuracy)}  ${pct(f.not_sure_rate)}`,
      );
    }
  }

  console.log('\n #  class                               support  precision  recall');
  classes.forEach((label, i) => {
    const c = report.per_class[label]!;
    console.log(
      `${String(i).padStart(2)}  ${label.padEnd(36)} ${String(c.support).padStart(6)}   ` +
        `${pct(c.precision)}    ${pct(c.recall)}`,
    );
  });

  console.log('\nconfusion matrix (rows true, columns predicted, by # above)');
  console.log(`    ${classes.map((_, i) => String(i).padStart(3)).join('')}`);
  report.confusion.forEach((row, i) => {
    const cells = row.map((count) => (count === 0 ? '  .' : String(count).padStart(3))).join('');
    console.log(`${String(i).padStart(2)}  ${cells}`);
  });

  const unknown = Object.entries(report.unknown_labels);
  if (unknown.length > 0) {
    console.log('\nlabels the model does not know (left out of every figure):');
    for (const [label, count] of unknown) console.log(`  ${label}: ${count} photos`);
  }
}
