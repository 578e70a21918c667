import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_disclosures_general_information_item" AS ENUM('A1', 'A2', 'A3', 'A4', 'A5', 'A6', 'A7');
  CREATE TYPE "public"."enum_disclosures_documents_item" AS ENUM('B1', 'B2', 'B3', 'B4', 'B5', 'B6', 'B7', 'B8');
  CREATE TYPE "public"."enum_disclosures_academics_item" AS ENUM('C1', 'C2', 'C3', 'C4', 'C5');
  CREATE TYPE "public"."enum_disclosures_staff_item" AS ENUM('D1', 'D2', 'D3', 'D4', 'D5');
  CREATE TYPE "public"."enum_disclosures_infrastructure_item" AS ENUM('E1', 'E2', 'E3', 'E4', 'E5', 'E6');
  CREATE TYPE "public"."enum_disclosures_not_applicable" AS ENUM('A2', 'A3', 'B2', 'B3', 'B4', 'C6', 'C7');
  CREATE TYPE "public"."enum_breaches_people" AS ENUM('pupils', 'parents', 'job-applicants', 'staff', 'former-pupils', 'others');
  CREATE TYPE "public"."enum_breaches_data_kinds" AS ENUM('contact', 'children', 'aadhaar', 'cvs', 'photos', 'other');
  CREATE TYPE "public"."enum_breaches_status" AS ENUM('open', 'reported', 'closed');
  CREATE TABLE "disclosures_results_class_x" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"year" numeric NOT NULL,
  	"registered" numeric NOT NULL,
  	"passed" numeric NOT NULL,
  	"remarks" varchar
  );
  
  CREATE TABLE "disclosures_not_applicable" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_disclosures_not_applicable",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "breaches_people" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_breaches_people",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "breaches_data_kinds" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_breaches_data_kinds",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "breaches" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"description" varchar NOT NULL,
  	"occurred_at" timestamp(3) with time zone,
  	"found_at" timestamp(3) with time zone NOT NULL,
  	"circumstances" varchar,
  	"people_count" numeric,
  	"consequences" varchar,
  	"measures" varchar,
  	"self_protection" varchar,
  	"findings" varchar,
  	"remedial" varchar,
  	"contact_name" varchar,
  	"contact_role" varchar,
  	"contact_email" varchar,
  	"contact_phone" varchar,
  	"status" "enum_breaches_status" DEFAULT 'open' NOT NULL,
  	"board_told_at" timestamp(3) with time zone,
  	"board_report_at" timestamp(3) with time zone,
  	"people_told_at" timestamp(3) with time zone,
  	"school_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "forms" ADD COLUMN "about_a_child" boolean DEFAULT false;
  ALTER TABLE "_forms_v" ADD COLUMN "version_about_a_child" boolean DEFAULT false;
  ALTER TABLE "disclosures_general_information" ADD COLUMN "item" "enum_disclosures_general_information_item";
  ALTER TABLE "disclosures_documents" ADD COLUMN "item" "enum_disclosures_documents_item";
  ALTER TABLE "disclosures_academics" ADD COLUMN "item" "enum_disclosures_academics_item";
  ALTER TABLE "disclosures_staff" ADD COLUMN "item" "enum_disclosures_staff_item";
  ALTER TABLE "disclosures_infrastructure" ADD COLUMN "item" "enum_disclosures_infrastructure_item";
  ALTER TABLE "disclosures" ADD COLUMN "link_check" jsonb;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "breaches_id" integer;
  ALTER TABLE "disclosures_results_class_x" ADD CONSTRAINT "disclosures_results_class_x_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."disclosures"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "disclosures_not_applicable" ADD CONSTRAINT "disclosures_not_applicable_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."disclosures"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "breaches_people" ADD CONSTRAINT "breaches_people_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."breaches"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "breaches_data_kinds" ADD CONSTRAINT "breaches_data_kinds_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."breaches"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "breaches" ADD CONSTRAINT "breaches_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "disclosures_results_class_x_order_idx" ON "disclosures_results_class_x" USING btree ("_order");
  CREATE INDEX "disclosures_results_class_x_parent_id_idx" ON "disclosures_results_class_x" USING btree ("_parent_id");
  CREATE INDEX "disclosures_not_applicable_order_idx" ON "disclosures_not_applicable" USING btree ("order");
  CREATE INDEX "disclosures_not_applicable_parent_idx" ON "disclosures_not_applicable" USING btree ("parent_id");
  CREATE INDEX "breaches_people_order_idx" ON "breaches_people" USING btree ("order");
  CREATE INDEX "breaches_people_parent_idx" ON "breaches_people" USING btree ("parent_id");
  CREATE INDEX "breaches_data_kinds_order_idx" ON "breaches_data_kinds" USING btree ("order");
  CREATE INDEX "breaches_data_kinds_parent_idx" ON "breaches_data_kinds" USING btree ("parent_id");
  CREATE INDEX "breaches_found_at_idx" ON "breaches" USING btree ("found_at");
  CREATE INDEX "breaches_status_idx" ON "breaches" USING btree ("status");
  CREATE INDEX "breaches_school_idx" ON "breaches" USING btree ("school_id");
  CREATE INDEX "breaches_updated_at_idx" ON "breaches" USING btree ("updated_at");
  CREATE INDEX "breaches_created_at_idx" ON "breaches" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_breaches_fk" FOREIGN KEY ("breaches_id") REFERENCES "public"."breaches"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_breaches_id_idx" ON "payload_locked_documents_rels" USING btree ("breaches_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "disclosures_results_class_x" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "disclosures_not_applicable" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "breaches_people" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "breaches_data_kinds" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "breaches" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "disclosures_results_class_x" CASCADE;
  DROP TABLE "disclosures_not_applicable" CASCADE;
  DROP TABLE "breaches_people" CASCADE;
  DROP TABLE "breaches_data_kinds" CASCADE;
  DROP TABLE "breaches" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_breaches_fk";
  
  DROP INDEX "payload_locked_documents_rels_breaches_id_idx";
  ALTER TABLE "forms" DROP COLUMN "about_a_child";
  ALTER TABLE "_forms_v" DROP COLUMN "version_about_a_child";
  ALTER TABLE "disclosures_general_information" DROP COLUMN "item";
  ALTER TABLE "disclosures_documents" DROP COLUMN "item";
  ALTER TABLE "disclosures_academics" DROP COLUMN "item";
  ALTER TABLE "disclosures_staff" DROP COLUMN "item";
  ALTER TABLE "disclosures_infrastructure" DROP COLUMN "item";
  ALTER TABLE "disclosures" DROP COLUMN "link_check";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "breaches_id";
  DROP TYPE "public"."enum_disclosures_general_information_item";
  DROP TYPE "public"."enum_disclosures_documents_item";
  DROP TYPE "public"."enum_disclosures_academics_item";
  DROP TYPE "public"."enum_disclosures_staff_item";
  DROP TYPE "public"."enum_disclosures_infrastructure_item";
  DROP TYPE "public"."enum_disclosures_not_applicable";
  DROP TYPE "public"."enum_breaches_people";
  DROP TYPE "public"."enum_breaches_data_kinds";
  DROP TYPE "public"."enum_breaches_status";`)
}
