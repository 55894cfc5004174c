import type { Clock } from './clock';
import type { Database } from '@stonetool/db/client';
import type { Env } from './env';
import type { MailTransport } from './modules/mail/mail-transport';
import type { SecretBox } from './crypto/secret-box';
import type { SessionSettings } from './modules/auth/sessions';
import type { Storage } from './storage/storage';
import type { RemoteImageFetcher } from './uploads/fetch-remote-image';

/**
 * What use cases need from the outside world, built once by buildApp and handed to each use case
 * explicitly (no globals), so tests can swap the clock, the storage or the mail transport.
 */
export interface AppContext {
  env: Env;
  db: Database;
  clock: Clock;
  storage: Storage;
  /** Delivers outbox mail; the local mailbox when SMTP_URL is not set. */
  mailTransport: MailTransport;
  sessions: SessionSettings;
  /** Seals the secrets kept for others (card-payment keys, accounting tokens) with ENCRYPTION_KEY. */
  secretBox: SecretBox;
  /** Fetches the image addresses a stones CSV names, from public internet hosts only (SSRF). */
  remoteImages: RemoteImageFetcher;
}
