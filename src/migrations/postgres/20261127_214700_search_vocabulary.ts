import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * The search index's words (lib/search/postgres-store.ts), as SQLite's search_vocab: a Malayalam
 * prefix stands for at most so many of the words it begins, read here in order, where
 * PostgreSQL's own prefix query reads the rows of every one (a prefix of one letter begins
 * thousands, in every school). Kept by a trigger on search_entries, once per statement: a word is
 * added the first time a row holds it, in order (two saves adding words wait in one order, never
 * for each other), and stays; a word no row holds any more counts no rows, so it comes last.
 * The C collation orders words by their code points, as SQLite does, so a prefix's words are one
 * range of the primary key. Written by hand: Payload's schema knows nothing of the search tables.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "search_vocab" ("term" text COLLATE "C" PRIMARY KEY NOT NULL);
  CREATE FUNCTION "search_vocab_add"() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    INSERT INTO "search_vocab" ("term")
      SELECT DISTINCT unnest(tsvector_to_array("words")) AS "term" FROM "added" ORDER BY 1
      ON CONFLICT ("term") DO NOTHING;
    RETURN NULL;
  END $$;
  CREATE TRIGGER "search_entries_vocab_ai" AFTER INSERT ON "search_entries"
    REFERENCING NEW TABLE AS "added" FOR EACH STATEMENT EXECUTE FUNCTION "search_vocab_add"();
  CREATE TRIGGER "search_entries_vocab_au" AFTER UPDATE ON "search_entries"
    REFERENCING NEW TABLE AS "added" FOR EACH STATEMENT EXECUTE FUNCTION "search_vocab_add"();
  INSERT INTO "search_vocab" ("term")
    SELECT DISTINCT unnest(tsvector_to_array("words")) FROM "search_entries" ORDER BY 1
    ON CONFLICT ("term") DO NOTHING;`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TRIGGER "search_entries_vocab_au" ON "search_entries";
  DROP TRIGGER "search_entries_vocab_ai" ON "search_entries";
  DROP FUNCTION "search_vocab_add"();
  DROP TABLE "search_vocab";`)
}
