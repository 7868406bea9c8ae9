import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { visualizer } from 'rollup-plugin-visualizer';

/**
 * What is inside each chunk: a second client build, thrown away, with the visualiser's treemap (gzip
 * sizes per module) written to dist/bundle-report.html. Returns the report's path.
 */
export async function writeBundleReport(): Promise<string> {
  const report = path.resolve('dist/bundle-report.html');
  const outDir = mkdtempSync(path.join(tmpdir(), 'mimea-bundle-report-'));
  const { build } = await import('vite');
  try {
    await build({
      logLevel: 'warn',
      build: { outDir, emptyOutDir: true },
      plugins: [visualizer({ filename: report, template: 'treemap', gzipSize: true })],
    });
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
  return report;
}
