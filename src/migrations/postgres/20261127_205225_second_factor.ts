import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_platform_settings_require_second_factor" AS ENUM('nobody', 'admins', 'staff');
  ALTER TYPE "public"."enum_audit_log_action" ADD VALUE 'second-factor-reset';
  ALTER TYPE "public"."enum_audit_log_action" ADD VALUE 'second-factor-setting';
  CREATE TABLE "second_factors" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"user_id" integer NOT NULL,
  	"revision" numeric DEFAULT 0 NOT NULL,
  	"secret" varchar,
  	"pending_secret" varchar,
  	"enrolled_at" timestamp(3) with time zone,
  	"last_time_step" numeric,
  	"recovery_codes" jsonb,
  	"verified_sessions" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "platform_settings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"require_second_factor" "enum_platform_settings_require_second_factor" DEFAULT 'nobody' NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "second_factors_id" integer;
  ALTER TABLE "second_factors" ADD CONSTRAINT "second_factors_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE UNIQUE INDEX "second_factors_user_idx" ON "second_factors" USING btree ("user_id");
  CREATE INDEX "second_factors_updated_at_idx" ON "second_factors" USING btree ("updated_at");
  CREATE INDEX "second_factors_created_at_idx" ON "second_factors" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_second_factors_fk" FOREIGN KEY ("second_factors_id") REFERENCES "public"."second_factors"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_second_factors_id_idx" ON "payload_locked_documents_rels" USING btree ("second_factors_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "second_factors" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "platform_settings" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "second_factors" CASCADE;
  DROP TABLE "platform_settings" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_second_factors_fk";
  
  ALTER TABLE "audit_log" ALTER COLUMN "action" SET DATA TYPE text;
  DROP TYPE "public"."enum_audit_log_action";
  CREATE TYPE "public"."enum_audit_log_action" AS ENUM('reveal-aadhaar', 'export-person', 'erase-person', 'retention', 'disclosure-files');
  ALTER TABLE "audit_log" ALTER COLUMN "action" SET DATA TYPE "public"."enum_audit_log_action" USING "action"::"public"."enum_audit_log_action";
  DROP INDEX "payload_locked_documents_rels_second_factors_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "second_factors_id";
  DROP TYPE "public"."enum_platform_settings_require_second_factor";`)
}
