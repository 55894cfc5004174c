import { check, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { at, id, nonNegative, oneOf } from './columns';
import { showrooms } from './showrooms';
import { users } from './auth';

export const uploadedFileKinds = ['logo', 'receipt', 'drawing', 'stone_image', 'pdf'] as const;
export type UploadedFileKind = (typeof uploadedFileKinds)[number];

/**
 * A file in the storage interface (local directory or S3-compatible bucket), addressed by
 * `storage_key`. `showroom_id` is the owner; null for platform files (stone images, admin uploads).
 */
export const uploadedFiles = pgTable(
  'uploaded_files',
  {
    id: id(),
    storageKey: text('storage_key').notNull().unique('uploaded_files_storage_key_unique'),
    showroomId: uuid('showroom_id').references(() => showrooms.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: uploadedFileKinds }).notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    originalName: text('original_name'),
    uploadedByUserId: uuid('uploaded_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    check('uploaded_files_kind_check', oneOf(t.kind, uploadedFileKinds)),
    check('uploaded_files_size_check', nonNegative(t.sizeBytes)),
    index('uploaded_files_showroom_idx').on(t.showroomId),
  ],
);

export type UploadedFileRow = typeof uploadedFiles.$inferSelect;
export type NewUploadedFileRow = typeof uploadedFiles.$inferInsert;
