import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { createWorker, OEM, type Worker } from 'tesseract.js';

export interface OcrResult {
  text: string;
  /** Tesseract's mean word confidence, 0 to 100. */
  confidence: number;
}

export interface OcrReader {
  read(image: Buffer): Promise<OcrResult>;
  close(): Promise<void>;
}

const require = createRequire(import.meta.url);

/**
 * English traineddata shipped by the @tesseract.js-data/eng npm package (the integer "best"
 * model), read from node_modules: tesseract.js would otherwise download it at run time.
 */
export function englishDataPath(): string {
  return join(dirname(require.resolve('@tesseract.js-data/eng/package.json')), '4.0.0_best_int');
}

/**
 * One tesseract.js worker for the server, started on first use (about 0.4 s) and reused: it
 * queues recognitions, which keeps OCR to one core of the two. Nothing is cached on disk.
 */
export function createOcrReader(): OcrReader {
  let worker: Promise<Worker> | null = null;
  const start = () =>
    createWorker('eng', OEM.LSTM_ONLY, {
      langPath: englishDataPath(),
      gzip: true,
      cacheMethod: 'none',
    });
  return {
    async read(image) {
      worker ??= start().catch((error: unknown) => {
        worker = null;
        throw error;
      });
      const { data } = await (await worker).recognize(image);
      return { text: data.text, confidence: data.confidence };
    },
    async close() {
      const running = worker;
      worker = null;
      if (running) await (await running).terminate();
    },
  };
}
