import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_push_subscriptions_topics" AS ENUM('alerts', 'circulars', 'events', 'news', 'admissions');
  CREATE TYPE "public"."enum_push_subscriptions_classes" AS ENUM('Pre-primary', 'I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X', 'XI', 'XII');
  CREATE TYPE "public"."enum_push_subscriptions_language" AS ENUM('en', 'ml');
  CREATE TABLE "push_subscriptions_topics" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_push_subscriptions_topics",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "push_subscriptions_classes" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_push_subscriptions_classes",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "push_subscriptions" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"service" varchar,
  	"endpoint" varchar NOT NULL,
  	"p256dh" varchar NOT NULL,
  	"auth" varchar NOT NULL,
  	"language" "enum_push_subscriptions_language" DEFAULT 'en',
  	"last_sent_at" timestamp(3) with time zone,
  	"failures" numeric DEFAULT 0,
  	"notice_version_id" integer,
  	"school_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "push_subscriptions_id" integer;
  ALTER TABLE "push_subscriptions_topics" ADD CONSTRAINT "push_subscriptions_topics_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."push_subscriptions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "push_subscriptions_classes" ADD CONSTRAINT "push_subscriptions_classes_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."push_subscriptions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_notice_version_id_notice_versions_id_fk" FOREIGN KEY ("notice_version_id") REFERENCES "public"."notice_versions"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "push_subscriptions_topics_order_idx" ON "push_subscriptions_topics" USING btree ("order");
  CREATE INDEX "push_subscriptions_topics_parent_idx" ON "push_subscriptions_topics" USING btree ("parent_id");
  CREATE INDEX "push_subscriptions_classes_order_idx" ON "push_subscriptions_classes" USING btree ("order");
  CREATE INDEX "push_subscriptions_classes_parent_idx" ON "push_subscriptions_classes" USING btree ("parent_id");
  CREATE INDEX "push_subscriptions_notice_version_idx" ON "push_subscriptions" USING btree ("notice_version_id");
  CREATE INDEX "push_subscriptions_school_idx" ON "push_subscriptions" USING btree ("school_id");
  CREATE INDEX "push_subscriptions_updated_at_idx" ON "push_subscriptions" USING btree ("updated_at");
  CREATE INDEX "push_subscriptions_created_at_idx" ON "push_subscriptions" USING btree ("created_at");
  CREATE UNIQUE INDEX "school_endpoint_idx" ON "push_subscriptions" USING btree ("school_id","endpoint");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_push_subscriptions_fk" FOREIGN KEY ("push_subscriptions_id") REFERENCES "public"."push_subscriptions"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_push_subscriptions_id_idx" ON "payload_locked_documents_rels" USING btree ("push_subscriptions_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "push_subscriptions_topics" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "push_subscriptions_classes" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "push_subscriptions" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "push_subscriptions_topics" CASCADE;
  DROP TABLE "push_subscriptions_classes" CASCADE;
  DROP TABLE "push_subscriptions" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_push_subscriptions_fk";
  
  DROP INDEX "payload_locked_documents_rels_push_subscriptions_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "push_subscriptions_id";
  DROP TYPE "public"."enum_push_subscriptions_topics";
  DROP TYPE "public"."enum_push_subscriptions_classes";
  DROP TYPE "public"."enum_push_subscriptions_language";`)
}
