import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

import { textIntoLocales, textOutOfLocales } from '../text-into-locales'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."_locales" AS ENUM('en', 'ml');
  CREATE TYPE "public"."enum_news_malayalam" AS ENUM('written', 'missing');
  CREATE TYPE "public"."enum__news_v_version_malayalam" AS ENUM('written', 'missing');
  CREATE TYPE "public"."enum__news_v_published_locale" AS ENUM('en', 'ml');
  CREATE TYPE "public"."enum_events_malayalam" AS ENUM('written', 'missing');
  CREATE TYPE "public"."enum__events_v_version_malayalam" AS ENUM('written', 'missing');
  CREATE TYPE "public"."enum__events_v_published_locale" AS ENUM('en', 'ml');
  CREATE TYPE "public"."enum_gallery_malayalam" AS ENUM('written', 'missing');
  CREATE TYPE "public"."enum__gallery_v_version_malayalam" AS ENUM('written', 'missing');
  CREATE TYPE "public"."enum__gallery_v_published_locale" AS ENUM('en', 'ml');
  CREATE TYPE "public"."enum__toppers_v_published_locale" AS ENUM('en', 'ml');
  CREATE TYPE "public"."enum_principal_messages_malayalam" AS ENUM('written', 'missing');
  CREATE TYPE "public"."enum__principal_messages_v_version_malayalam" AS ENUM('written', 'missing');
  CREATE TYPE "public"."enum__principal_messages_v_published_locale" AS ENUM('en', 'ml');
  CREATE TYPE "public"."enum__birthdays_v_published_locale" AS ENUM('en', 'ml');
  CREATE TYPE "public"."enum_highlights_malayalam" AS ENUM('written', 'missing');
  CREATE TYPE "public"."enum__highlights_v_version_malayalam" AS ENUM('written', 'missing');
  CREATE TYPE "public"."enum__highlights_v_published_locale" AS ENUM('en', 'ml');
  CREATE TYPE "public"."enum__online_registrations_v_published_locale" AS ENUM('en', 'ml');
  CREATE TYPE "public"."enum_notification_popups_malayalam" AS ENUM('written', 'missing');
  CREATE TYPE "public"."enum__notification_popups_v_version_malayalam" AS ENUM('written', 'missing');
  CREATE TYPE "public"."enum__notification_popups_v_published_locale" AS ENUM('en', 'ml');
  CREATE TYPE "public"."enum_videos_malayalam" AS ENUM('written', 'missing');
  CREATE TYPE "public"."enum__videos_v_version_malayalam" AS ENUM('written', 'missing');
  CREATE TYPE "public"."enum__videos_v_published_locale" AS ENUM('en', 'ml');
  CREATE TYPE "public"."enum_pages_malayalam" AS ENUM('written', 'missing');
  CREATE TYPE "public"."enum__pages_v_version_malayalam" AS ENUM('written', 'missing');
  CREATE TYPE "public"."enum__pages_v_published_locale" AS ENUM('en', 'ml');
  CREATE TYPE "public"."enum_faculty_malayalam" AS ENUM('written', 'missing');
  CREATE TABLE "news_locales" (
  	"title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_news_v_locales" (
  	"version_title" varchar,
  	"version_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "events_locales" (
  	"title" varchar,
  	"venue" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_events_v_locales" (
  	"version_title" varchar,
  	"version_venue" varchar,
  	"version_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "gallery_locales" (
  	"title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_gallery_v_locales" (
  	"version_title" varchar,
  	"version_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "toppers_locales" (
  	"stream" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_toppers_v_locales" (
  	"version_stream" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "principal_messages_locales" (
  	"category" varchar,
  	"message" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_principal_messages_v_locales" (
  	"version_category" varchar,
  	"version_message" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "highlights_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_highlights_v_locales" (
  	"version_title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "notification_popups_locales" (
  	"title" varchar,
  	"desc" varchar,
  	"url_title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_notification_popups_v_locales" (
  	"version_title" varchar,
  	"version_desc" varchar,
  	"version_url_title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "videos_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_videos_v_locales" (
  	"version_title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "pages_items_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_facts_locales" (
  	"label" varchar,
  	"value" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_locales" (
  	"title" varchar,
  	"description" varchar,
  	"body" jsonb,
  	"list_title" varchar,
  	"closing" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_version_items_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_version_facts_locales" (
  	"label" varchar,
  	"value" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_locales" (
  	"version_title" varchar,
  	"version_description" varchar,
  	"version_body" jsonb,
  	"version_list_title" varchar,
  	"version_closing" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "faculty_locales" (
  	"designation" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "disclosures_saras_links_locales" (
  	"label" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "disclosures_general_information_locales" (
  	"label" varchar NOT NULL,
  	"value" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "disclosures_documents_locales" (
  	"label" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "disclosures_academics_locales" (
  	"label" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "disclosures_staff_locales" (
  	"label" varchar NOT NULL,
  	"value" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "disclosures_infrastructure_locales" (
  	"label" varchar NOT NULL,
  	"value" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "disclosures_locales" (
  	"title" varchar DEFAULT 'Mandatory Public Disclosure' NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "schools_slides_locales" (
  	"caption" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "schools_locales" (
  	"name" varchar NOT NULL,
  	"town" varchar NOT NULL,
  	"tagline" varchar,
  	"address_line1" varchar NOT NULL,
  	"address_line2" varchar,
  	"address_district" varchar,
  	"address_state" varchar DEFAULT 'Kerala',
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "news" ADD COLUMN "malayalam" "enum_news_malayalam" DEFAULT 'missing';
  ALTER TABLE "_news_v" ADD COLUMN "version_malayalam" "enum__news_v_version_malayalam" DEFAULT 'missing';
  ALTER TABLE "_news_v" ADD COLUMN "snapshot" boolean;
  ALTER TABLE "_news_v" ADD COLUMN "published_locale" "enum__news_v_published_locale";
  ALTER TABLE "events" ADD COLUMN "malayalam" "enum_events_malayalam" DEFAULT 'missing';
  ALTER TABLE "_events_v" ADD COLUMN "version_malayalam" "enum__events_v_version_malayalam" DEFAULT 'missing';
  ALTER TABLE "_events_v" ADD COLUMN "snapshot" boolean;
  ALTER TABLE "_events_v" ADD COLUMN "published_locale" "enum__events_v_published_locale";
  ALTER TABLE "gallery" ADD COLUMN "malayalam" "enum_gallery_malayalam" DEFAULT 'missing';
  ALTER TABLE "_gallery_v" ADD COLUMN "version_malayalam" "enum__gallery_v_version_malayalam" DEFAULT 'missing';
  ALTER TABLE "_gallery_v" ADD COLUMN "snapshot" boolean;
  ALTER TABLE "_gallery_v" ADD COLUMN "published_locale" "enum__gallery_v_published_locale";
  ALTER TABLE "_toppers_v" ADD COLUMN "snapshot" boolean;
  ALTER TABLE "_toppers_v" ADD COLUMN "published_locale" "enum__toppers_v_published_locale";
  ALTER TABLE "principal_messages" ADD COLUMN "malayalam" "enum_principal_messages_malayalam" DEFAULT 'missing';
  ALTER TABLE "_principal_messages_v" ADD COLUMN "version_malayalam" "enum__principal_messages_v_version_malayalam" DEFAULT 'missing';
  ALTER TABLE "_principal_messages_v" ADD COLUMN "snapshot" boolean;
  ALTER TABLE "_principal_messages_v" ADD COLUMN "published_locale" "enum__principal_messages_v_published_locale";
  ALTER TABLE "_birthdays_v" ADD COLUMN "snapshot" boolean;
  ALTER TABLE "_birthdays_v" ADD COLUMN "published_locale" "enum__birthdays_v_published_locale";
  ALTER TABLE "highlights" ADD COLUMN "malayalam" "enum_highlights_malayalam" DEFAULT 'missing';
  ALTER TABLE "_highlights_v" ADD COLUMN "version_malayalam" "enum__highlights_v_version_malayalam" DEFAULT 'missing';
  ALTER TABLE "_highlights_v" ADD COLUMN "snapshot" boolean;
  ALTER TABLE "_highlights_v" ADD COLUMN "published_locale" "enum__highlights_v_published_locale";
  ALTER TABLE "_online_registrations_v" ADD COLUMN "snapshot" boolean;
  ALTER TABLE "_online_registrations_v" ADD COLUMN "published_locale" "enum__online_registrations_v_published_locale";
  ALTER TABLE "notification_popups" ADD COLUMN "malayalam" "enum_notification_popups_malayalam" DEFAULT 'missing';
  ALTER TABLE "_notification_popups_v" ADD COLUMN "version_malayalam" "enum__notification_popups_v_version_malayalam" DEFAULT 'missing';
  ALTER TABLE "_notification_popups_v" ADD COLUMN "snapshot" boolean;
  ALTER TABLE "_notification_popups_v" ADD COLUMN "published_locale" "enum__notification_popups_v_published_locale";
  ALTER TABLE "videos" ADD COLUMN "malayalam" "enum_videos_malayalam" DEFAULT 'missing';
  ALTER TABLE "_videos_v" ADD COLUMN "version_malayalam" "enum__videos_v_version_malayalam" DEFAULT 'missing';
  ALTER TABLE "_videos_v" ADD COLUMN "snapshot" boolean;
  ALTER TABLE "_videos_v" ADD COLUMN "published_locale" "enum__videos_v_published_locale";
  ALTER TABLE "pages" ADD COLUMN "malayalam" "enum_pages_malayalam" DEFAULT 'missing';
  ALTER TABLE "_pages_v" ADD COLUMN "version_malayalam" "enum__pages_v_version_malayalam" DEFAULT 'missing';
  ALTER TABLE "_pages_v" ADD COLUMN "snapshot" boolean;
  ALTER TABLE "_pages_v" ADD COLUMN "published_locale" "enum__pages_v_published_locale";
  ALTER TABLE "faculty" ADD COLUMN "malayalam" "enum_faculty_malayalam" DEFAULT 'missing';
  ALTER TABLE "news_locales" ADD CONSTRAINT "news_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."news"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_news_v_locales" ADD CONSTRAINT "_news_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_news_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "events_locales" ADD CONSTRAINT "events_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_events_v_locales" ADD CONSTRAINT "_events_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_events_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "gallery_locales" ADD CONSTRAINT "gallery_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."gallery"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_gallery_v_locales" ADD CONSTRAINT "_gallery_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_gallery_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "toppers_locales" ADD CONSTRAINT "toppers_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."toppers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_toppers_v_locales" ADD CONSTRAINT "_toppers_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_toppers_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "principal_messages_locales" ADD CONSTRAINT "principal_messages_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."principal_messages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_principal_messages_v_locales" ADD CONSTRAINT "_principal_messages_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_principal_messages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "highlights_locales" ADD CONSTRAINT "highlights_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."highlights"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_highlights_v_locales" ADD CONSTRAINT "_highlights_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_highlights_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "notification_popups_locales" ADD CONSTRAINT "notification_popups_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."notification_popups"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_notification_popups_v_locales" ADD CONSTRAINT "_notification_popups_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_notification_popups_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "videos_locales" ADD CONSTRAINT "videos_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."videos"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_videos_v_locales" ADD CONSTRAINT "_videos_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_videos_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_items_locales" ADD CONSTRAINT "pages_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_facts_locales" ADD CONSTRAINT "pages_facts_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_facts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_locales" ADD CONSTRAINT "pages_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_version_items_locales" ADD CONSTRAINT "_pages_v_version_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_version_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_version_facts_locales" ADD CONSTRAINT "_pages_v_version_facts_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_version_facts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_locales" ADD CONSTRAINT "_pages_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "faculty_locales" ADD CONSTRAINT "faculty_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."faculty"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "disclosures_saras_links_locales" ADD CONSTRAINT "disclosures_saras_links_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."disclosures_saras_links"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "disclosures_general_information_locales" ADD CONSTRAINT "disclosures_general_information_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."disclosures_general_information"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "disclosures_documents_locales" ADD CONSTRAINT "disclosures_documents_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."disclosures_documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "disclosures_academics_locales" ADD CONSTRAINT "disclosures_academics_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."disclosures_academics"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "disclosures_staff_locales" ADD CONSTRAINT "disclosures_staff_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."disclosures_staff"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "disclosures_infrastructure_locales" ADD CONSTRAINT "disclosures_infrastructure_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."disclosures_infrastructure"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "disclosures_locales" ADD CONSTRAINT "disclosures_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."disclosures"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "schools_slides_locales" ADD CONSTRAINT "schools_slides_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."schools_slides"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "schools_locales" ADD CONSTRAINT "schools_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;
  CREATE UNIQUE INDEX "news_locales_locale_parent_id_unique" ON "news_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_news_v_locales_locale_parent_id_unique" ON "_news_v_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "events_locales_locale_parent_id_unique" ON "events_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_events_v_locales_locale_parent_id_unique" ON "_events_v_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "gallery_locales_locale_parent_id_unique" ON "gallery_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_gallery_v_locales_locale_parent_id_unique" ON "_gallery_v_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "toppers_locales_locale_parent_id_unique" ON "toppers_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_toppers_v_locales_locale_parent_id_unique" ON "_toppers_v_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "principal_messages_locales_locale_parent_id_unique" ON "principal_messages_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_principal_messages_v_locales_locale_parent_id_unique" ON "_principal_messages_v_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "highlights_locales_locale_parent_id_unique" ON "highlights_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_highlights_v_locales_locale_parent_id_unique" ON "_highlights_v_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "notification_popups_locales_locale_parent_id_unique" ON "notification_popups_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_notification_popups_v_locales_locale_parent_id_unique" ON "_notification_popups_v_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "videos_locales_locale_parent_id_unique" ON "videos_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_videos_v_locales_locale_parent_id_unique" ON "_videos_v_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "pages_items_locales_locale_parent_id_unique" ON "pages_items_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "pages_facts_locales_locale_parent_id_unique" ON "pages_facts_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "pages_locales_locale_parent_id_unique" ON "pages_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_pages_v_version_items_locales_locale_parent_id_unique" ON "_pages_v_version_items_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_pages_v_version_facts_locales_locale_parent_id_unique" ON "_pages_v_version_facts_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_pages_v_locales_locale_parent_id_unique" ON "_pages_v_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "faculty_locales_locale_parent_id_unique" ON "faculty_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "disclosures_saras_links_locales_locale_parent_id_unique" ON "disclosures_saras_links_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "disclosures_general_information_locales_locale_parent_id_uni" ON "disclosures_general_information_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "disclosures_documents_locales_locale_parent_id_unique" ON "disclosures_documents_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "disclosures_academics_locales_locale_parent_id_unique" ON "disclosures_academics_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "disclosures_staff_locales_locale_parent_id_unique" ON "disclosures_staff_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "disclosures_infrastructure_locales_locale_parent_id_unique" ON "disclosures_infrastructure_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "disclosures_locales_locale_parent_id_unique" ON "disclosures_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "schools_slides_locales_locale_parent_id_unique" ON "schools_slides_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "schools_locales_locale_parent_id_unique" ON "schools_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "news_malayalam_idx" ON "news" USING btree ("malayalam");
  CREATE INDEX "_news_v_version_version_malayalam_idx" ON "_news_v" USING btree ("version_malayalam");
  CREATE INDEX "_news_v_snapshot_idx" ON "_news_v" USING btree ("snapshot");
  CREATE INDEX "_news_v_published_locale_idx" ON "_news_v" USING btree ("published_locale");
  CREATE INDEX "events_malayalam_idx" ON "events" USING btree ("malayalam");
  CREATE INDEX "_events_v_version_version_malayalam_idx" ON "_events_v" USING btree ("version_malayalam");
  CREATE INDEX "_events_v_snapshot_idx" ON "_events_v" USING btree ("snapshot");
  CREATE INDEX "_events_v_published_locale_idx" ON "_events_v" USING btree ("published_locale");
  CREATE INDEX "gallery_malayalam_idx" ON "gallery" USING btree ("malayalam");
  CREATE INDEX "_gallery_v_version_version_malayalam_idx" ON "_gallery_v" USING btree ("version_malayalam");
  CREATE INDEX "_gallery_v_snapshot_idx" ON "_gallery_v" USING btree ("snapshot");
  CREATE INDEX "_gallery_v_published_locale_idx" ON "_gallery_v" USING btree ("published_locale");
  CREATE INDEX "_toppers_v_snapshot_idx" ON "_toppers_v" USING btree ("snapshot");
  CREATE INDEX "_toppers_v_published_locale_idx" ON "_toppers_v" USING btree ("published_locale");
  CREATE INDEX "principal_messages_malayalam_idx" ON "principal_messages" USING btree ("malayalam");
  CREATE INDEX "_principal_messages_v_version_version_malayalam_idx" ON "_principal_messages_v" USING btree ("version_malayalam");
  CREATE INDEX "_principal_messages_v_snapshot_idx" ON "_principal_messages_v" USING btree ("snapshot");
  CREATE INDEX "_principal_messages_v_published_locale_idx" ON "_principal_messages_v" USING btree ("published_locale");
  CREATE INDEX "_birthdays_v_snapshot_idx" ON "_birthdays_v" USING btree ("snapshot");
  CREATE INDEX "_birthdays_v_published_locale_idx" ON "_birthdays_v" USING btree ("published_locale");
  CREATE INDEX "highlights_malayalam_idx" ON "highlights" USING btree ("malayalam");
  CREATE INDEX "_highlights_v_version_version_malayalam_idx" ON "_highlights_v" USING btree ("version_malayalam");
  CREATE INDEX "_highlights_v_snapshot_idx" ON "_highlights_v" USING btree ("snapshot");
  CREATE INDEX "_highlights_v_published_locale_idx" ON "_highlights_v" USING btree ("published_locale");
  CREATE INDEX "_online_registrations_v_snapshot_idx" ON "_online_registrations_v" USING btree ("snapshot");
  CREATE INDEX "_online_registrations_v_published_locale_idx" ON "_online_registrations_v" USING btree ("published_locale");
  CREATE INDEX "notification_popups_malayalam_idx" ON "notification_popups" USING btree ("malayalam");
  CREATE INDEX "_notification_popups_v_version_version_malayalam_idx" ON "_notification_popups_v" USING btree ("version_malayalam");
  CREATE INDEX "_notification_popups_v_snapshot_idx" ON "_notification_popups_v" USING btree ("snapshot");
  CREATE INDEX "_notification_popups_v_published_locale_idx" ON "_notification_popups_v" USING btree ("published_locale");
  CREATE INDEX "videos_malayalam_idx" ON "videos" USING btree ("malayalam");
  CREATE INDEX "_videos_v_version_version_malayalam_idx" ON "_videos_v" USING btree ("version_malayalam");
  CREATE INDEX "_videos_v_snapshot_idx" ON "_videos_v" USING btree ("snapshot");
  CREATE INDEX "_videos_v_published_locale_idx" ON "_videos_v" USING btree ("published_locale");
  CREATE INDEX "pages_malayalam_idx" ON "pages" USING btree ("malayalam");
  CREATE INDEX "_pages_v_version_version_malayalam_idx" ON "_pages_v" USING btree ("version_malayalam");
  CREATE INDEX "_pages_v_snapshot_idx" ON "_pages_v" USING btree ("snapshot");
  CREATE INDEX "_pages_v_published_locale_idx" ON "_pages_v" USING btree ("published_locale");
  CREATE INDEX "faculty_malayalam_idx" ON "faculty" USING btree ("malayalam");
`)
  // Every text moves into its `_locales` table as English before its old column goes (text-into-locales.ts).
  await db.execute(sql.raw(textIntoLocales().join('\n')))
  await db.execute(sql`
  ALTER TABLE "news" DROP COLUMN "title";
  ALTER TABLE "news" DROP COLUMN "description";
  ALTER TABLE "_news_v" DROP COLUMN "version_title";
  ALTER TABLE "_news_v" DROP COLUMN "version_description";
  ALTER TABLE "events" DROP COLUMN "title";
  ALTER TABLE "events" DROP COLUMN "venue";
  ALTER TABLE "events" DROP COLUMN "description";
  ALTER TABLE "_events_v" DROP COLUMN "version_title";
  ALTER TABLE "_events_v" DROP COLUMN "version_venue";
  ALTER TABLE "_events_v" DROP COLUMN "version_description";
  ALTER TABLE "gallery" DROP COLUMN "title";
  ALTER TABLE "gallery" DROP COLUMN "description";
  ALTER TABLE "_gallery_v" DROP COLUMN "version_title";
  ALTER TABLE "_gallery_v" DROP COLUMN "version_description";
  ALTER TABLE "toppers" DROP COLUMN "stream";
  ALTER TABLE "_toppers_v" DROP COLUMN "version_stream";
  ALTER TABLE "principal_messages" DROP COLUMN "category";
  ALTER TABLE "principal_messages" DROP COLUMN "message";
  ALTER TABLE "_principal_messages_v" DROP COLUMN "version_category";
  ALTER TABLE "_principal_messages_v" DROP COLUMN "version_message";
  ALTER TABLE "highlights" DROP COLUMN "title";
  ALTER TABLE "_highlights_v" DROP COLUMN "version_title";
  ALTER TABLE "notification_popups" DROP COLUMN "title";
  ALTER TABLE "notification_popups" DROP COLUMN "desc";
  ALTER TABLE "notification_popups" DROP COLUMN "url_title";
  ALTER TABLE "_notification_popups_v" DROP COLUMN "version_title";
  ALTER TABLE "_notification_popups_v" DROP COLUMN "version_desc";
  ALTER TABLE "_notification_popups_v" DROP COLUMN "version_url_title";
  ALTER TABLE "videos" DROP COLUMN "title";
  ALTER TABLE "_videos_v" DROP COLUMN "version_title";
  ALTER TABLE "pages_items" DROP COLUMN "text";
  ALTER TABLE "pages_facts" DROP COLUMN "label";
  ALTER TABLE "pages_facts" DROP COLUMN "value";
  ALTER TABLE "pages" DROP COLUMN "title";
  ALTER TABLE "pages" DROP COLUMN "description";
  ALTER TABLE "pages" DROP COLUMN "body";
  ALTER TABLE "pages" DROP COLUMN "list_title";
  ALTER TABLE "pages" DROP COLUMN "closing";
  ALTER TABLE "_pages_v_version_items" DROP COLUMN "text";
  ALTER TABLE "_pages_v_version_facts" DROP COLUMN "label";
  ALTER TABLE "_pages_v_version_facts" DROP COLUMN "value";
  ALTER TABLE "_pages_v" DROP COLUMN "version_title";
  ALTER TABLE "_pages_v" DROP COLUMN "version_description";
  ALTER TABLE "_pages_v" DROP COLUMN "version_body";
  ALTER TABLE "_pages_v" DROP COLUMN "version_list_title";
  ALTER TABLE "_pages_v" DROP COLUMN "version_closing";
  ALTER TABLE "faculty" DROP COLUMN "designation";
  ALTER TABLE "disclosures_saras_links" DROP COLUMN "label";
  ALTER TABLE "disclosures_general_information" DROP COLUMN "label";
  ALTER TABLE "disclosures_general_information" DROP COLUMN "value";
  ALTER TABLE "disclosures_documents" DROP COLUMN "label";
  ALTER TABLE "disclosures_academics" DROP COLUMN "label";
  ALTER TABLE "disclosures_staff" DROP COLUMN "label";
  ALTER TABLE "disclosures_staff" DROP COLUMN "value";
  ALTER TABLE "disclosures_infrastructure" DROP COLUMN "label";
  ALTER TABLE "disclosures_infrastructure" DROP COLUMN "value";
  ALTER TABLE "disclosures" DROP COLUMN "title";
  ALTER TABLE "schools_slides" DROP COLUMN "caption";
  ALTER TABLE "schools" DROP COLUMN "name";
  ALTER TABLE "schools" DROP COLUMN "town";
  ALTER TABLE "schools" DROP COLUMN "tagline";
  ALTER TABLE "schools" DROP COLUMN "address_line1";
  ALTER TABLE "schools" DROP COLUMN "address_line2";
  ALTER TABLE "schools" DROP COLUMN "address_district";
  ALTER TABLE "schools" DROP COLUMN "address_state";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "news_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_news_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "events_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_events_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "gallery_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_gallery_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "toppers_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_toppers_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "principal_messages_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_principal_messages_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "highlights_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_highlights_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "notification_popups_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_notification_popups_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "videos_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_videos_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_items_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_facts_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_version_items_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_version_facts_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "faculty_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "disclosures_saras_links_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "disclosures_general_information_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "disclosures_documents_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "disclosures_academics_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "disclosures_staff_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "disclosures_infrastructure_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "disclosures_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "schools_slides_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "schools_locales" DISABLE ROW LEVEL SECURITY;
  DROP INDEX "news_malayalam_idx";
  DROP INDEX "_news_v_version_version_malayalam_idx";
  DROP INDEX "_news_v_snapshot_idx";
  DROP INDEX "_news_v_published_locale_idx";
  DROP INDEX "events_malayalam_idx";
  DROP INDEX "_events_v_version_version_malayalam_idx";
  DROP INDEX "_events_v_snapshot_idx";
  DROP INDEX "_events_v_published_locale_idx";
  DROP INDEX "gallery_malayalam_idx";
  DROP INDEX "_gallery_v_version_version_malayalam_idx";
  DROP INDEX "_gallery_v_snapshot_idx";
  DROP INDEX "_gallery_v_published_locale_idx";
  DROP INDEX "_toppers_v_snapshot_idx";
  DROP INDEX "_toppers_v_published_locale_idx";
  DROP INDEX "principal_messages_malayalam_idx";
  DROP INDEX "_principal_messages_v_version_version_malayalam_idx";
  DROP INDEX "_principal_messages_v_snapshot_idx";
  DROP INDEX "_principal_messages_v_published_locale_idx";
  DROP INDEX "_birthdays_v_snapshot_idx";
  DROP INDEX "_birthdays_v_published_locale_idx";
  DROP INDEX "highlights_malayalam_idx";
  DROP INDEX "_highlights_v_version_version_malayalam_idx";
  DROP INDEX "_highlights_v_snapshot_idx";
  DROP INDEX "_highlights_v_published_locale_idx";
  DROP INDEX "_online_registrations_v_snapshot_idx";
  DROP INDEX "_online_registrations_v_published_locale_idx";
  DROP INDEX "notification_popups_malayalam_idx";
  DROP INDEX "_notification_popups_v_version_version_malayalam_idx";
  DROP INDEX "_notification_popups_v_snapshot_idx";
  DROP INDEX "_notification_popups_v_published_locale_idx";
  DROP INDEX "videos_malayalam_idx";
  DROP INDEX "_videos_v_version_version_malayalam_idx";
  DROP INDEX "_videos_v_snapshot_idx";
  DROP INDEX "_videos_v_published_locale_idx";
  DROP INDEX "pages_malayalam_idx";
  DROP INDEX "_pages_v_version_version_malayalam_idx";
  DROP INDEX "_pages_v_snapshot_idx";
  DROP INDEX "_pages_v_published_locale_idx";
  DROP INDEX "faculty_malayalam_idx";
  ALTER TABLE "news" ADD COLUMN "title" varchar;
  ALTER TABLE "news" ADD COLUMN "description" varchar;
  ALTER TABLE "_news_v" ADD COLUMN "version_title" varchar;
  ALTER TABLE "_news_v" ADD COLUMN "version_description" varchar;
  ALTER TABLE "events" ADD COLUMN "title" varchar;
  ALTER TABLE "events" ADD COLUMN "venue" varchar;
  ALTER TABLE "events" ADD COLUMN "description" varchar;
  ALTER TABLE "_events_v" ADD COLUMN "version_title" varchar;
  ALTER TABLE "_events_v" ADD COLUMN "version_venue" varchar;
  ALTER TABLE "_events_v" ADD COLUMN "version_description" varchar;
  ALTER TABLE "gallery" ADD COLUMN "title" varchar;
  ALTER TABLE "gallery" ADD COLUMN "description" varchar;
  ALTER TABLE "_gallery_v" ADD COLUMN "version_title" varchar;
  ALTER TABLE "_gallery_v" ADD COLUMN "version_description" varchar;
  ALTER TABLE "toppers" ADD COLUMN "stream" varchar;
  ALTER TABLE "_toppers_v" ADD COLUMN "version_stream" varchar;
  ALTER TABLE "principal_messages" ADD COLUMN "category" varchar;
  ALTER TABLE "principal_messages" ADD COLUMN "message" jsonb;
  ALTER TABLE "_principal_messages_v" ADD COLUMN "version_category" varchar;
  ALTER TABLE "_principal_messages_v" ADD COLUMN "version_message" jsonb;
  ALTER TABLE "highlights" ADD COLUMN "title" varchar;
  ALTER TABLE "_highlights_v" ADD COLUMN "version_title" varchar;
  ALTER TABLE "notification_popups" ADD COLUMN "title" varchar;
  ALTER TABLE "notification_popups" ADD COLUMN "desc" varchar;
  ALTER TABLE "notification_popups" ADD COLUMN "url_title" varchar;
  ALTER TABLE "_notification_popups_v" ADD COLUMN "version_title" varchar;
  ALTER TABLE "_notification_popups_v" ADD COLUMN "version_desc" varchar;
  ALTER TABLE "_notification_popups_v" ADD COLUMN "version_url_title" varchar;
  ALTER TABLE "videos" ADD COLUMN "title" varchar;
  ALTER TABLE "_videos_v" ADD COLUMN "version_title" varchar;
  ALTER TABLE "pages_items" ADD COLUMN "text" varchar;
  ALTER TABLE "pages_facts" ADD COLUMN "label" varchar;
  ALTER TABLE "pages_facts" ADD COLUMN "value" varchar;
  ALTER TABLE "pages" ADD COLUMN "title" varchar;
  ALTER TABLE "pages" ADD COLUMN "description" varchar;
  ALTER TABLE "pages" ADD COLUMN "body" jsonb;
  ALTER TABLE "pages" ADD COLUMN "list_title" varchar;
  ALTER TABLE "pages" ADD COLUMN "closing" jsonb;
  ALTER TABLE "_pages_v_version_items" ADD COLUMN "text" varchar;
  ALTER TABLE "_pages_v_version_facts" ADD COLUMN "label" varchar;
  ALTER TABLE "_pages_v_version_facts" ADD COLUMN "value" varchar;
  ALTER TABLE "_pages_v" ADD COLUMN "version_title" varchar;
  ALTER TABLE "_pages_v" ADD COLUMN "version_description" varchar;
  ALTER TABLE "_pages_v" ADD COLUMN "version_body" jsonb;
  ALTER TABLE "_pages_v" ADD COLUMN "version_list_title" varchar;
  ALTER TABLE "_pages_v" ADD COLUMN "version_closing" jsonb;
  ALTER TABLE "faculty" ADD COLUMN "designation" varchar NOT NULL;
  ALTER TABLE "disclosures_saras_links" ADD COLUMN "label" varchar NOT NULL;
  ALTER TABLE "disclosures_general_information" ADD COLUMN "label" varchar NOT NULL;
  ALTER TABLE "disclosures_general_information" ADD COLUMN "value" varchar;
  ALTER TABLE "disclosures_documents" ADD COLUMN "label" varchar NOT NULL;
  ALTER TABLE "disclosures_academics" ADD COLUMN "label" varchar NOT NULL;
  ALTER TABLE "disclosures_staff" ADD COLUMN "label" varchar NOT NULL;
  ALTER TABLE "disclosures_staff" ADD COLUMN "value" varchar;
  ALTER TABLE "disclosures_infrastructure" ADD COLUMN "label" varchar NOT NULL;
  ALTER TABLE "disclosures_infrastructure" ADD COLUMN "value" varchar;
  ALTER TABLE "disclosures" ADD COLUMN "title" varchar DEFAULT 'Mandatory Public Disclosure' NOT NULL;
  ALTER TABLE "schools_slides" ADD COLUMN "caption" varchar;
  ALTER TABLE "schools" ADD COLUMN "name" varchar NOT NULL;
  ALTER TABLE "schools" ADD COLUMN "town" varchar NOT NULL;
  ALTER TABLE "schools" ADD COLUMN "tagline" varchar;
  ALTER TABLE "schools" ADD COLUMN "address_line1" varchar NOT NULL;
  ALTER TABLE "schools" ADD COLUMN "address_line2" varchar;
  ALTER TABLE "schools" ADD COLUMN "address_district" varchar;
  ALTER TABLE "schools" ADD COLUMN "address_state" varchar DEFAULT 'Kerala';
  ALTER TABLE "news" DROP COLUMN "malayalam";
  ALTER TABLE "_news_v" DROP COLUMN "version_malayalam";
  ALTER TABLE "_news_v" DROP COLUMN "snapshot";
  ALTER TABLE "_news_v" DROP COLUMN "published_locale";
  ALTER TABLE "events" DROP COLUMN "malayalam";
  ALTER TABLE "_events_v" DROP COLUMN "version_malayalam";
  ALTER TABLE "_events_v" DROP COLUMN "snapshot";
  ALTER TABLE "_events_v" DROP COLUMN "published_locale";
  ALTER TABLE "gallery" DROP COLUMN "malayalam";
  ALTER TABLE "_gallery_v" DROP COLUMN "version_malayalam";
  ALTER TABLE "_gallery_v" DROP COLUMN "snapshot";
  ALTER TABLE "_gallery_v" DROP COLUMN "published_locale";
  ALTER TABLE "_toppers_v" DROP COLUMN "snapshot";
  ALTER TABLE "_toppers_v" DROP COLUMN "published_locale";
  ALTER TABLE "principal_messages" DROP COLUMN "malayalam";
  ALTER TABLE "_principal_messages_v" DROP COLUMN "version_malayalam";
  ALTER TABLE "_principal_messages_v" DROP COLUMN "snapshot";
  ALTER TABLE "_principal_messages_v" DROP COLUMN "published_locale";
  ALTER TABLE "_birthdays_v" DROP COLUMN "snapshot";
  ALTER TABLE "_birthdays_v" DROP COLUMN "published_locale";
  ALTER TABLE "highlights" DROP COLUMN "malayalam";
  ALTER TABLE "_highlights_v" DROP COLUMN "version_malayalam";
  ALTER TABLE "_highlights_v" DROP COLUMN "snapshot";
  ALTER TABLE "_highlights_v" DROP COLUMN "published_locale";
  ALTER TABLE "_online_registrations_v" DROP COLUMN "snapshot";
  ALTER TABLE "_online_registrations_v" DROP COLUMN "published_locale";
  ALTER TABLE "notification_popups" DROP COLUMN "malayalam";
  ALTER TABLE "_notification_popups_v" DROP COLUMN "version_malayalam";
  ALTER TABLE "_notification_popups_v" DROP COLUMN "snapshot";
  ALTER TABLE "_notification_popups_v" DROP COLUMN "published_locale";
  ALTER TABLE "videos" DROP COLUMN "malayalam";
  ALTER TABLE "_videos_v" DROP COLUMN "version_malayalam";
  ALTER TABLE "_videos_v" DROP COLUMN "snapshot";
  ALTER TABLE "_videos_v" DROP COLUMN "published_locale";
  ALTER TABLE "pages" DROP COLUMN "malayalam";
  ALTER TABLE "_pages_v" DROP COLUMN "version_malayalam";
  ALTER TABLE "_pages_v" DROP COLUMN "snapshot";
  ALTER TABLE "_pages_v" DROP COLUMN "published_locale";
  ALTER TABLE "faculty" DROP COLUMN "malayalam";
  DROP TYPE "public"."enum_news_malayalam";
  DROP TYPE "public"."enum__news_v_version_malayalam";
  DROP TYPE "public"."enum__news_v_published_locale";
  DROP TYPE "public"."enum_events_malayalam";
  DROP TYPE "public"."enum__events_v_version_malayalam";
  DROP TYPE "public"."enum__events_v_published_locale";
  DROP TYPE "public"."enum_gallery_malayalam";
  DROP TYPE "public"."enum__gallery_v_version_malayalam";
  DROP TYPE "public"."enum__gallery_v_published_locale";
  DROP TYPE "public"."enum__toppers_v_published_locale";
  DROP TYPE "public"."enum_principal_messages_malayalam";
  DROP TYPE "public"."enum__principal_messages_v_version_malayalam";
  DROP TYPE "public"."enum__principal_messages_v_published_locale";
  DROP TYPE "public"."enum__birthdays_v_published_locale";
  DROP TYPE "public"."enum_highlights_malayalam";
  DROP TYPE "public"."enum__highlights_v_version_malayalam";
  DROP TYPE "public"."enum__highlights_v_published_locale";
  DROP TYPE "public"."enum__online_registrations_v_published_locale";
  DROP TYPE "public"."enum_notification_popups_malayalam";
  DROP TYPE "public"."enum__notification_popups_v_version_malayalam";
  DROP TYPE "public"."enum__notification_popups_v_published_locale";
  DROP TYPE "public"."enum_videos_malayalam";
  DROP TYPE "public"."enum__videos_v_version_malayalam";
  DROP TYPE "public"."enum__videos_v_published_locale";
  DROP TYPE "public"."enum_pages_malayalam";
  DROP TYPE "public"."enum__pages_v_version_malayalam";
  DROP TYPE "public"."enum__pages_v_published_locale";
  DROP TYPE "public"."enum_faculty_malayalam";`)
  // The English texts go back to their columns before the `_locales` tables go.
  await db.execute(sql.raw(textOutOfLocales().join('\n')))
  await db.execute(sql`
  DROP TABLE "news_locales" CASCADE;
  DROP TABLE "_news_v_locales" CASCADE;
  DROP TABLE "events_locales" CASCADE;
  DROP TABLE "_events_v_locales" CASCADE;
  DROP TABLE "gallery_locales" CASCADE;
  DROP TABLE "_gallery_v_locales" CASCADE;
  DROP TABLE "toppers_locales" CASCADE;
  DROP TABLE "_toppers_v_locales" CASCADE;
  DROP TABLE "principal_messages_locales" CASCADE;
  DROP TABLE "_principal_messages_v_locales" CASCADE;
  DROP TABLE "highlights_locales" CASCADE;
  DROP TABLE "_highlights_v_locales" CASCADE;
  DROP TABLE "notification_popups_locales" CASCADE;
  DROP TABLE "_notification_popups_v_locales" CASCADE;
  DROP TABLE "videos_locales" CASCADE;
  DROP TABLE "_videos_v_locales" CASCADE;
  DROP TABLE "pages_items_locales" CASCADE;
  DROP TABLE "pages_facts_locales" CASCADE;
  DROP TABLE "pages_locales" CASCADE;
  DROP TABLE "_pages_v_version_items_locales" CASCADE;
  DROP TABLE "_pages_v_version_facts_locales" CASCADE;
  DROP TABLE "_pages_v_locales" CASCADE;
  DROP TABLE "faculty_locales" CASCADE;
  DROP TABLE "disclosures_saras_links_locales" CASCADE;
  DROP TABLE "disclosures_general_information_locales" CASCADE;
  DROP TABLE "disclosures_documents_locales" CASCADE;
  DROP TABLE "disclosures_academics_locales" CASCADE;
  DROP TABLE "disclosures_staff_locales" CASCADE;
  DROP TABLE "disclosures_infrastructure_locales" CASCADE;
  DROP TABLE "disclosures_locales" CASCADE;
  DROP TABLE "schools_slides_locales" CASCADE;
  DROP TABLE "schools_locales" CASCADE;
  DROP TYPE "public"."_locales";
  `)
}
