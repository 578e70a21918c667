import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

import { publishExistingPages } from '../publish-existing-pages'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_pages_review_state" AS ENUM('requested', 'returned', 'published');
  CREATE TYPE "public"."enum_pages_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__pages_v_version_route" AS ENUM('AboutUs', 'VisionMission', 'PrincipalMessage', 'CabinetLeaders', 'AtalTinkeringLab', 'BasketballCourt', 'CoCurricularActivities', 'ComputerLab', 'PlayGround', 'ScienceLab', 'Academics', 'Admission', 'Fee', 'Tc', 'ErpSoftware', 'Pphelp', 'Career');
  CREATE TYPE "public"."enum__pages_v_version_review_state" AS ENUM('requested', 'returned', 'published');
  CREATE TYPE "public"."enum__pages_v_version_status" AS ENUM('draft', 'published');
  CREATE TABLE "_pages_v_version_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_version_facts" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"value" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_route" "enum__pages_v_version_route",
  	"version_title" varchar,
  	"version_description" varchar,
  	"version_body" jsonb,
  	"version_list_title" varchar,
  	"version_closing" jsonb,
  	"version_image_id" integer,
  	"version_review_state" "enum__pages_v_version_review_state",
  	"version_review_comment" varchar,
  	"version_review_at" timestamp(3) with time zone,
  	"version_school_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__pages_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  ALTER TABLE "pages_items" ALTER COLUMN "text" DROP NOT NULL;
  ALTER TABLE "pages_facts" ALTER COLUMN "label" DROP NOT NULL;
  ALTER TABLE "pages" ALTER COLUMN "route" DROP NOT NULL;
  ALTER TABLE "pages" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "pages" ADD COLUMN "review_state" "enum_pages_review_state";
  ALTER TABLE "pages" ADD COLUMN "review_comment" varchar;
  ALTER TABLE "pages" ADD COLUMN "review_at" timestamp(3) with time zone;
  ALTER TABLE "pages" ADD COLUMN "_status" "enum_pages_status" DEFAULT 'draft';
  ALTER TABLE "_pages_v_version_items" ADD CONSTRAINT "_pages_v_version_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_version_facts" ADD CONSTRAINT "_pages_v_version_facts_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v" ADD CONSTRAINT "_pages_v_parent_id_pages_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v" ADD CONSTRAINT "_pages_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v" ADD CONSTRAINT "_pages_v_version_school_id_schools_id_fk" FOREIGN KEY ("version_school_id") REFERENCES "public"."schools"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "_pages_v_version_items_order_idx" ON "_pages_v_version_items" USING btree ("_order");
  CREATE INDEX "_pages_v_version_items_parent_id_idx" ON "_pages_v_version_items" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_version_facts_order_idx" ON "_pages_v_version_facts" USING btree ("_order");
  CREATE INDEX "_pages_v_version_facts_parent_id_idx" ON "_pages_v_version_facts" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_parent_idx" ON "_pages_v" USING btree ("parent_id");
  CREATE INDEX "_pages_v_version_version_image_idx" ON "_pages_v" USING btree ("version_image_id");
  CREATE INDEX "_pages_v_version_review_version_review_state_idx" ON "_pages_v" USING btree ("version_review_state");
  CREATE INDEX "_pages_v_version_version_school_idx" ON "_pages_v" USING btree ("version_school_id");
  CREATE INDEX "_pages_v_version_version_updated_at_idx" ON "_pages_v" USING btree ("version_updated_at");
  CREATE INDEX "_pages_v_version_version_created_at_idx" ON "_pages_v" USING btree ("version_created_at");
  CREATE INDEX "_pages_v_version_version__status_idx" ON "_pages_v" USING btree ("version__status");
  CREATE INDEX "_pages_v_created_at_idx" ON "_pages_v" USING btree ("created_at");
  CREATE INDEX "_pages_v_updated_at_idx" ON "_pages_v" USING btree ("updated_at");
  CREATE INDEX "_pages_v_latest_idx" ON "_pages_v" USING btree ("latest");
  CREATE INDEX "version_school_version_route_idx" ON "_pages_v" USING btree ("version_school_id","version_route");
  CREATE INDEX "pages_review_review_state_idx" ON "pages" USING btree ("review_state");
  CREATE INDEX "pages__status_idx" ON "pages" USING btree ("_status");
  UPDATE "pages" SET "_status" = 'published';`)
  await db.execute(sql.raw(publishExistingPages('postgres').join('\n')))
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "_pages_v_version_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_version_facts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "_pages_v_version_items" CASCADE;
  DROP TABLE "_pages_v_version_facts" CASCADE;
  DROP TABLE "_pages_v" CASCADE;
  DROP INDEX "pages_review_review_state_idx";
  DROP INDEX "pages__status_idx";
  ALTER TABLE "pages_items" ALTER COLUMN "text" SET NOT NULL;
  ALTER TABLE "pages_facts" ALTER COLUMN "label" SET NOT NULL;
  ALTER TABLE "pages" ALTER COLUMN "route" SET NOT NULL;
  ALTER TABLE "pages" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "pages" DROP COLUMN "review_state";
  ALTER TABLE "pages" DROP COLUMN "review_comment";
  ALTER TABLE "pages" DROP COLUMN "review_at";
  ALTER TABLE "pages" DROP COLUMN "_status";
  DROP TYPE "public"."enum_pages_review_state";
  DROP TYPE "public"."enum_pages_status";
  DROP TYPE "public"."enum__pages_v_version_route";
  DROP TYPE "public"."enum__pages_v_version_review_state";
  DROP TYPE "public"."enum__pages_v_version_status";`)
}
