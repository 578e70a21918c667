import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_access_log_action" AS ENUM('open', 'export', 'reveal');
  CREATE TABLE "access_log" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"actor" varchar NOT NULL,
  	"action" "enum_access_log_action" NOT NULL,
  	"record" varchar NOT NULL,
  	"school_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "access_log_id" integer;
  ALTER TABLE "access_log" ADD CONSTRAINT "access_log_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "access_log_actor_idx" ON "access_log" USING btree ("actor");
  CREATE INDEX "access_log_action_idx" ON "access_log" USING btree ("action");
  CREATE INDEX "access_log_record_idx" ON "access_log" USING btree ("record");
  CREATE INDEX "access_log_school_idx" ON "access_log" USING btree ("school_id");
  CREATE INDEX "access_log_updated_at_idx" ON "access_log" USING btree ("updated_at");
  CREATE INDEX "access_log_created_at_idx" ON "access_log" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_access_log_fk" FOREIGN KEY ("access_log_id") REFERENCES "public"."access_log"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_access_log_id_idx" ON "payload_locked_documents_rels" USING btree ("access_log_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "access_log" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "access_log" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_access_log_fk";
  
  DROP INDEX "payload_locked_documents_rels_access_log_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "access_log_id";
  DROP TYPE "public"."enum_access_log_action";`)
}
