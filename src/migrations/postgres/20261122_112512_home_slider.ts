import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "schools_slides" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer NOT NULL,
  	"caption" varchar
  );
  
  ALTER TABLE "pages" ALTER COLUMN "route" SET DATA TYPE text;
  DROP TYPE "public"."enum_pages_route";
  CREATE TYPE "public"."enum_pages_route" AS ENUM('AboutUs', 'VisionMission', 'PrincipalMessage', 'CabinetLeaders', 'AtalTinkeringLab', 'BasketballCourt', 'CoCurricularActivities', 'ComputerLab', 'PlayGround', 'ScienceLab', 'Academics', 'Admission', 'Fee', 'Tc', 'ErpSoftware', 'Pphelp', 'Career');
  ALTER TABLE "pages" ALTER COLUMN "route" SET DATA TYPE "public"."enum_pages_route" USING "route"::"public"."enum_pages_route";
  ALTER TABLE "schools_slides" ADD CONSTRAINT "schools_slides_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "schools_slides" ADD CONSTRAINT "schools_slides_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "schools_slides_order_idx" ON "schools_slides" USING btree ("_order");
  CREATE INDEX "schools_slides_parent_id_idx" ON "schools_slides" USING btree ("_parent_id");
  CREATE INDEX "schools_slides_image_idx" ON "schools_slides" USING btree ("image_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "schools_slides" CASCADE;
  ALTER TABLE "pages" ALTER COLUMN "route" SET DATA TYPE text;
  DROP TYPE "public"."enum_pages_route";
  CREATE TYPE "public"."enum_pages_route" AS ENUM('AboutUs', 'VisionMission', 'PrincipalMessage', 'CabinetLeaders', 'Admission', 'AtalTinkeringLab', 'BasketballCourt', 'CoCurricularActivities', 'ComputerLab', 'PlayGround', 'ScienceLab', 'Academics', 'Fee', 'ErpSoftware', 'Pphelp', 'Career', 'Tc');
  ALTER TABLE "pages" ALTER COLUMN "route" SET DATA TYPE "public"."enum_pages_route" USING "route"::"public"."enum_pages_route";`)
}
