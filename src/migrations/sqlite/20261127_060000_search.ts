import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

/**
 * The site's search index (issue 32, lib/search/sqlite-store.ts): one row per record and
 * language, its words in an FTS5 table kept in step by triggers. The tokenizer keeps letters,
 * digits and every mark inside a word (Malayalam's vowel signs and virama are marks, which
 * unicode61 would otherwise take for separators) and stems English (porter). Written by hand:
 * Payload's schema knows no virtual tables. The rows are filled by the server's preparation
 * (lib/search/sync.ts, ensureSearchIndex), which indexes every school's published content the
 * first time and whenever what the index holds changes.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`search_entries\` (
  \`id\` integer PRIMARY KEY NOT NULL,
  \`school_id\` integer NOT NULL,
  \`lang\` text NOT NULL,
  \`collection\` text NOT NULL,
  \`doc_id\` integer NOT NULL,
  \`path\` text NOT NULL,
  \`date\` text,
  \`in_english\` integer DEFAULT 0 NOT NULL,
  \`scope\` text NOT NULL,
  \`title\` text NOT NULL,
  \`body\` text NOT NULL,
  FOREIGN KEY (\`school_id\`) REFERENCES \`schools\`(\`id\`) ON UPDATE no action ON DELETE cascade
);`)
  await db.run(sql`CREATE INDEX \`search_entries_doc_idx\` ON \`search_entries\` (\`collection\`,\`doc_id\`);`)
  await db.run(sql`CREATE INDEX \`search_entries_school_idx\` ON \`search_entries\` (\`school_id\`,\`lang\`);`)
  await db.run(
    sql.raw(`CREATE VIRTUAL TABLE search_fts USING fts5(scope, title, body, content='search_entries', content_rowid='id', tokenize="porter unicode61 remove_diacritics 2 categories 'L* N* Co M*'");`),
  )
  // The index's words, for a Malayalam word's completions (lib/search/sqlite-store.ts).
  await db.run(sql.raw(`CREATE VIRTUAL TABLE search_vocab USING fts5vocab(search_fts, 'row');`))
  await db.run(sql`CREATE TRIGGER search_entries_ai AFTER INSERT ON search_entries BEGIN
  INSERT INTO search_fts(rowid, scope, title, body) VALUES (new.id, new.scope, new.title, new.body);
END;`)
  await db.run(sql`CREATE TRIGGER search_entries_ad AFTER DELETE ON search_entries BEGIN
  INSERT INTO search_fts(search_fts, rowid, scope, title, body) VALUES ('delete', old.id, old.scope, old.title, old.body);
END;`)
  await db.run(sql`CREATE TRIGGER search_entries_au AFTER UPDATE ON search_entries BEGIN
  INSERT INTO search_fts(search_fts, rowid, scope, title, body) VALUES ('delete', old.id, old.scope, old.title, old.body);
  INSERT INTO search_fts(rowid, scope, title, body) VALUES (new.id, new.scope, new.title, new.body);
END;`)
  await db.run(sql`CREATE TABLE \`search_state\` (\`key\` text PRIMARY KEY NOT NULL, \`value\` text NOT NULL);`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`search_state\`;`)
  await db.run(sql`DROP TRIGGER search_entries_au;`)
  await db.run(sql`DROP TRIGGER search_entries_ad;`)
  await db.run(sql`DROP TRIGGER search_entries_ai;`)
  await db.run(sql`DROP TABLE search_vocab;`)
  await db.run(sql`DROP TABLE search_fts;`)
  await db.run(sql`DROP TABLE \`search_entries\`;`)
}
