import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';
import type { ClassifyTask } from './classifier-worker.ts';
import type { Classification } from './interpret.ts';

export interface ClassifierPool {
  /** With `crop`, the answer is among that crop's classes (see interpret.ts). */
  classify(bytes: Uint8Array, crop?: string): Promise<Classification>;
  close(): Promise<void>;
}

export interface ClassifierPoolOptions {
  /** Worker threads; defaults to one per core, each running the model single-threaded. */
  threads?: number;
  /** Folder holding mimea-classifier.onnx and labels.json. */
  modelDir?: string;
}

/**
 * Image decoding and inference take tens of milliseconds of CPU each, which would stall the
 * HTTP event loop; a pool of worker threads keeps requests flowing and uses every core.
 */
export function createClassifierPool({ threads, modelDir }: ClassifierPoolOptions = {}): ClassifierPool {
  const size = threads ?? availableParallelism();
  // Built (`npm start`), the worker is compiled JavaScript beside this code; from source it is TypeScript.
  const compiled = import.meta.url.endsWith('.js');
  const pool = new Piscina<ClassifyTask, Classification>({
    filename: new URL(compiled ? './classifier-worker.js' : './classifier-worker.ts', import.meta.url).href,
    minThreads: size,
    maxThreads: size,
    // Workers inherit the parent's flags; from source, add the TypeScript loader when the parent lacks
    // it (e.g. under vitest, which transforms files itself).
    execArgv: compiled ? process.execArgv : withTsx(process.execArgv),
  });
  return {
    classify: (bytes, crop) =>
      pool.run({ bytes, ...(crop ? { crop } : {}), ...(modelDir ? { modelDir } : {}) }),
    close: () => pool.close(),
  };
}

function withTsx(execArgv: string[]): string[] {
  return execArgv.some((arg) => arg.includes('tsx')) ? execArgv : [...execArgv, '--import', 'tsx'];
}
