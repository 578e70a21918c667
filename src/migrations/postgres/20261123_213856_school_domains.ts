import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "schools_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  ALTER TABLE "schools_texts" ADD CONSTRAINT "schools_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "schools_texts_order_parent" ON "schools_texts" USING btree ("order","parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "schools_texts" CASCADE;`)
}
