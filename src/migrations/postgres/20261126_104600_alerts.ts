import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_alerts_review_state" AS ENUM('requested', 'returned', 'published');
  CREATE TYPE "public"."enum_alerts_malayalam" AS ENUM('written', 'missing');
  CREATE TYPE "public"."enum_alerts_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__alerts_v_version_review_state" AS ENUM('requested', 'returned', 'published');
  CREATE TYPE "public"."enum__alerts_v_version_malayalam" AS ENUM('written', 'missing');
  CREATE TYPE "public"."enum__alerts_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__alerts_v_published_locale" AS ENUM('en', 'ml');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'alertEnded' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'alertEnded' BEFORE 'schedulePublish';
  CREATE TABLE "alerts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"link" varchar,
  	"ends_at" timestamp(3) with time zone,
  	"review_state" "enum_alerts_review_state",
  	"review_comment" varchar,
  	"review_at" timestamp(3) with time zone,
  	"school_id" integer,
  	"demo" boolean DEFAULT false,
  	"malayalam" "enum_alerts_malayalam" DEFAULT 'missing',
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_alerts_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "alerts_locales" (
  	"message" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_alerts_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_link" varchar,
  	"version_ends_at" timestamp(3) with time zone,
  	"version_review_state" "enum__alerts_v_version_review_state",
  	"version_review_comment" varchar,
  	"version_review_at" timestamp(3) with time zone,
  	"version_school_id" integer,
  	"version_demo" boolean DEFAULT false,
  	"version_malayalam" "enum__alerts_v_version_malayalam" DEFAULT 'missing',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__alerts_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__alerts_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_alerts_v_locales" (
  	"version_message" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "alerts_id" integer;
  ALTER TABLE "alerts" ADD CONSTRAINT "alerts_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "alerts_locales" ADD CONSTRAINT "alerts_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."alerts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_alerts_v" ADD CONSTRAINT "_alerts_v_parent_id_alerts_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."alerts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_alerts_v" ADD CONSTRAINT "_alerts_v_version_school_id_schools_id_fk" FOREIGN KEY ("version_school_id") REFERENCES "public"."schools"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_alerts_v_locales" ADD CONSTRAINT "_alerts_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_alerts_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "alerts_ends_at_idx" ON "alerts" USING btree ("ends_at");
  CREATE INDEX "alerts_review_review_state_idx" ON "alerts" USING btree ("review_state");
  CREATE INDEX "alerts_school_idx" ON "alerts" USING btree ("school_id");
  CREATE INDEX "alerts_demo_idx" ON "alerts" USING btree ("demo");
  CREATE INDEX "alerts_malayalam_idx" ON "alerts" USING btree ("malayalam");
  CREATE INDEX "alerts_updated_at_idx" ON "alerts" USING btree ("updated_at");
  CREATE INDEX "alerts_created_at_idx" ON "alerts" USING btree ("created_at");
  CREATE INDEX "alerts__status_idx" ON "alerts" USING btree ("_status");
  CREATE UNIQUE INDEX "alerts_locales_locale_parent_id_unique" ON "alerts_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_alerts_v_parent_idx" ON "_alerts_v" USING btree ("parent_id");
  CREATE INDEX "_alerts_v_version_version_ends_at_idx" ON "_alerts_v" USING btree ("version_ends_at");
  CREATE INDEX "_alerts_v_version_review_version_review_state_idx" ON "_alerts_v" USING btree ("version_review_state");
  CREATE INDEX "_alerts_v_version_version_school_idx" ON "_alerts_v" USING btree ("version_school_id");
  CREATE INDEX "_alerts_v_version_version_demo_idx" ON "_alerts_v" USING btree ("version_demo");
  CREATE INDEX "_alerts_v_version_version_malayalam_idx" ON "_alerts_v" USING btree ("version_malayalam");
  CREATE INDEX "_alerts_v_version_version_updated_at_idx" ON "_alerts_v" USING btree ("version_updated_at");
  CREATE INDEX "_alerts_v_version_version_created_at_idx" ON "_alerts_v" USING btree ("version_created_at");
  CREATE INDEX "_alerts_v_version_version__status_idx" ON "_alerts_v" USING btree ("version__status");
  CREATE INDEX "_alerts_v_created_at_idx" ON "_alerts_v" USING btree ("created_at");
  CREATE INDEX "_alerts_v_updated_at_idx" ON "_alerts_v" USING btree ("updated_at");
  CREATE INDEX "_alerts_v_snapshot_idx" ON "_alerts_v" USING btree ("snapshot");
  CREATE INDEX "_alerts_v_published_locale_idx" ON "_alerts_v" USING btree ("published_locale");
  CREATE INDEX "_alerts_v_latest_idx" ON "_alerts_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_alerts_v_locales_locale_parent_id_unique" ON "_alerts_v_locales" USING btree ("_locale","_parent_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_alerts_fk" FOREIGN KEY ("alerts_id") REFERENCES "public"."alerts"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_alerts_id_idx" ON "payload_locked_documents_rels" USING btree ("alerts_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "alerts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "alerts_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_alerts_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_alerts_v_locales" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "alerts" CASCADE;
  DROP TABLE "alerts_locales" CASCADE;
  DROP TABLE "_alerts_v" CASCADE;
  DROP TABLE "_alerts_v_locales" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_alerts_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'retention', 'disclosureFiles', 'backup', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'retention', 'disclosureFiles', 'backup', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "payload_locked_documents_rels_alerts_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "alerts_id";
  DROP TYPE "public"."enum_alerts_review_state";
  DROP TYPE "public"."enum_alerts_malayalam";
  DROP TYPE "public"."enum_alerts_status";
  DROP TYPE "public"."enum__alerts_v_version_review_state";
  DROP TYPE "public"."enum__alerts_v_version_malayalam";
  DROP TYPE "public"."enum__alerts_v_version_status";
  DROP TYPE "public"."enum__alerts_v_published_locale";`)
}
