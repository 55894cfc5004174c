import type { Env } from '../env';
import { createLocalStorage } from './local-storage';
import { createS3Storage } from './s3-storage';
import type { Storage } from './storage';

export function createStorage(config: Env['storage']): Storage {
  return config.kind === 's3' ? createS3Storage(config) : createLocalStorage(config.dir);
}
