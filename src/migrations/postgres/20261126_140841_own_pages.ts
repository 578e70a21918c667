import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_custom_pages_section" AS ENUM('About', 'Facilities', 'Academics', 'Gallery');
  CREATE TYPE "public"."enum_custom_pages_review_state" AS ENUM('requested', 'returned', 'published');
  CREATE TYPE "public"."enum_custom_pages_malayalam" AS ENUM('written', 'missing');
  CREATE TYPE "public"."enum_custom_pages_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__custom_pages_v_version_section" AS ENUM('About', 'Facilities', 'Academics', 'Gallery');
  CREATE TYPE "public"."enum__custom_pages_v_version_review_state" AS ENUM('requested', 'returned', 'published');
  CREATE TYPE "public"."enum__custom_pages_v_version_malayalam" AS ENUM('written', 'missing');
  CREATE TYPE "public"."enum__custom_pages_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__custom_pages_v_published_locale" AS ENUM('en', 'ml');
  CREATE TABLE "custom_pages_blocks_text" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "custom_pages_blocks_text_locales" (
  	"content" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "custom_pages_blocks_image" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"block_name" varchar
  );
  
  CREATE TABLE "custom_pages_blocks_image_locales" (
  	"caption" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "custom_pages_blocks_gallery" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "custom_pages_blocks_documents_files" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"file_id" integer
  );
  
  CREATE TABLE "custom_pages_blocks_documents_files_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "custom_pages_blocks_documents" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "custom_pages_blocks_table_columns" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "custom_pages_blocks_table_columns_locales" (
  	"heading" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "custom_pages_blocks_table_rows_cells" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "custom_pages_blocks_table_rows_cells_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "custom_pages_blocks_table_rows" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "custom_pages_blocks_table" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "custom_pages_blocks_table_locales" (
  	"caption" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "custom_pages_blocks_video" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"url" varchar,
  	"thumbnail_id" integer,
  	"block_name" varchar
  );
  
  CREATE TABLE "custom_pages_blocks_video_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "custom_pages_blocks_button" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"link" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "custom_pages_blocks_button_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "custom_pages_blocks_faq_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "custom_pages_blocks_faq_items_locales" (
  	"question" varchar,
  	"answer" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "custom_pages_blocks_faq" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "custom_pages" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"slug" varchar,
  	"section" "enum_custom_pages_section",
  	"review_state" "enum_custom_pages_review_state",
  	"review_comment" varchar,
  	"review_at" timestamp(3) with time zone,
  	"school_id" integer,
  	"malayalam" "enum_custom_pages_malayalam" DEFAULT 'missing',
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_custom_pages_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "custom_pages_locales" (
  	"title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "custom_pages_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"media_id" integer
  );
  
  CREATE TABLE "_custom_pages_v_blocks_text" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_custom_pages_v_blocks_text_locales" (
  	"content" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_custom_pages_v_blocks_image" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_custom_pages_v_blocks_image_locales" (
  	"caption" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_custom_pages_v_blocks_gallery" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_custom_pages_v_blocks_documents_files" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"file_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_custom_pages_v_blocks_documents_files_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_custom_pages_v_blocks_documents" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_custom_pages_v_blocks_table_columns" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_custom_pages_v_blocks_table_columns_locales" (
  	"heading" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_custom_pages_v_blocks_table_rows_cells" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_custom_pages_v_blocks_table_rows_cells_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_custom_pages_v_blocks_table_rows" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_custom_pages_v_blocks_table" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_custom_pages_v_blocks_table_locales" (
  	"caption" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_custom_pages_v_blocks_video" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"url" varchar,
  	"thumbnail_id" integer,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_custom_pages_v_blocks_video_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_custom_pages_v_blocks_button" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"link" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_custom_pages_v_blocks_button_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_custom_pages_v_blocks_faq_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_custom_pages_v_blocks_faq_items_locales" (
  	"question" varchar,
  	"answer" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_custom_pages_v_blocks_faq" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_custom_pages_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_slug" varchar,
  	"version_section" "enum__custom_pages_v_version_section",
  	"version_review_state" "enum__custom_pages_v_version_review_state",
  	"version_review_comment" varchar,
  	"version_review_at" timestamp(3) with time zone,
  	"version_school_id" integer,
  	"version_malayalam" "enum__custom_pages_v_version_malayalam" DEFAULT 'missing',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__custom_pages_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__custom_pages_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_custom_pages_v_locales" (
  	"version_title" varchar,
  	"version_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_custom_pages_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"media_id" integer
  );
  
  ALTER TABLE "videos" ADD COLUMN "thumbnail_id" integer;
  ALTER TABLE "_videos_v" ADD COLUMN "version_thumbnail_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "custom_pages_id" integer;
  ALTER TABLE "custom_pages_blocks_text" ADD CONSTRAINT "custom_pages_blocks_text_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."custom_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "custom_pages_blocks_text_locales" ADD CONSTRAINT "custom_pages_blocks_text_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."custom_pages_blocks_text"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "custom_pages_blocks_image" ADD CONSTRAINT "custom_pages_blocks_image_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "custom_pages_blocks_image" ADD CONSTRAINT "custom_pages_blocks_image_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."custom_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "custom_pages_blocks_image_locales" ADD CONSTRAINT "custom_pages_blocks_image_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."custom_pages_blocks_image"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "custom_pages_blocks_gallery" ADD CONSTRAINT "custom_pages_blocks_gallery_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."custom_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "custom_pages_blocks_documents_files" ADD CONSTRAINT "custom_pages_blocks_documents_files_file_id_media_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "custom_pages_blocks_documents_files" ADD CONSTRAINT "custom_pages_blocks_documents_files_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."custom_pages_blocks_documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "custom_pages_blocks_documents_files_locales" ADD CONSTRAINT "custom_pages_blocks_documents_files_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."custom_pages_blocks_documents_files"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "custom_pages_blocks_documents" ADD CONSTRAINT "custom_pages_blocks_documents_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."custom_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "custom_pages_blocks_table_columns" ADD CONSTRAINT "custom_pages_blocks_table_columns_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."custom_pages_blocks_table"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "custom_pages_blocks_table_columns_locales" ADD CONSTRAINT "custom_pages_blocks_table_columns_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."custom_pages_blocks_table_columns"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "custom_pages_blocks_table_rows_cells" ADD CONSTRAINT "custom_pages_blocks_table_rows_cells_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."custom_pages_blocks_table_rows"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "custom_pages_blocks_table_rows_cells_locales" ADD CONSTRAINT "custom_pages_blocks_table_rows_cells_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."custom_pages_blocks_table_rows_cells"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "custom_pages_blocks_table_rows" ADD CONSTRAINT "custom_pages_blocks_table_rows_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."custom_pages_blocks_table"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "custom_pages_blocks_table" ADD CONSTRAINT "custom_pages_blocks_table_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."custom_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "custom_pages_blocks_table_locales" ADD CONSTRAINT "custom_pages_blocks_table_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."custom_pages_blocks_table"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "custom_pages_blocks_video" ADD CONSTRAINT "custom_pages_blocks_video_thumbnail_id_media_id_fk" FOREIGN KEY ("thumbnail_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "custom_pages_blocks_video" ADD CONSTRAINT "custom_pages_blocks_video_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."custom_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "custom_pages_blocks_video_locales" ADD CONSTRAINT "custom_pages_blocks_video_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."custom_pages_blocks_video"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "custom_pages_blocks_button" ADD CONSTRAINT "custom_pages_blocks_button_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."custom_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "custom_pages_blocks_button_locales" ADD CONSTRAINT "custom_pages_blocks_button_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."custom_pages_blocks_button"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "custom_pages_blocks_faq_items" ADD CONSTRAINT "custom_pages_blocks_faq_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."custom_pages_blocks_faq"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "custom_pages_blocks_faq_items_locales" ADD CONSTRAINT "custom_pages_blocks_faq_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."custom_pages_blocks_faq_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "custom_pages_blocks_faq" ADD CONSTRAINT "custom_pages_blocks_faq_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."custom_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "custom_pages" ADD CONSTRAINT "custom_pages_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "custom_pages_locales" ADD CONSTRAINT "custom_pages_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."custom_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "custom_pages_rels" ADD CONSTRAINT "custom_pages_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."custom_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "custom_pages_rels" ADD CONSTRAINT "custom_pages_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_custom_pages_v_blocks_text" ADD CONSTRAINT "_custom_pages_v_blocks_text_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_custom_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_custom_pages_v_blocks_text_locales" ADD CONSTRAINT "_custom_pages_v_blocks_text_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_custom_pages_v_blocks_text"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_custom_pages_v_blocks_image" ADD CONSTRAINT "_custom_pages_v_blocks_image_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_custom_pages_v_blocks_image" ADD CONSTRAINT "_custom_pages_v_blocks_image_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_custom_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_custom_pages_v_blocks_image_locales" ADD CONSTRAINT "_custom_pages_v_blocks_image_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_custom_pages_v_blocks_image"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_custom_pages_v_blocks_gallery" ADD CONSTRAINT "_custom_pages_v_blocks_gallery_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_custom_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_custom_pages_v_blocks_documents_files" ADD CONSTRAINT "_custom_pages_v_blocks_documents_files_file_id_media_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_custom_pages_v_blocks_documents_files" ADD CONSTRAINT "_custom_pages_v_blocks_documents_files_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_custom_pages_v_blocks_documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_custom_pages_v_blocks_documents_files_locales" ADD CONSTRAINT "_custom_pages_v_blocks_documents_files_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_custom_pages_v_blocks_documents_files"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_custom_pages_v_blocks_documents" ADD CONSTRAINT "_custom_pages_v_blocks_documents_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_custom_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_custom_pages_v_blocks_table_columns" ADD CONSTRAINT "_custom_pages_v_blocks_table_columns_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_custom_pages_v_blocks_table"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_custom_pages_v_blocks_table_columns_locales" ADD CONSTRAINT "_custom_pages_v_blocks_table_columns_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_custom_pages_v_blocks_table_columns"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_custom_pages_v_blocks_table_rows_cells" ADD CONSTRAINT "_custom_pages_v_blocks_table_rows_cells_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_custom_pages_v_blocks_table_rows"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_custom_pages_v_blocks_table_rows_cells_locales" ADD CONSTRAINT "_custom_pages_v_blocks_table_rows_cells_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_custom_pages_v_blocks_table_rows_cells"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_custom_pages_v_blocks_table_rows" ADD CONSTRAINT "_custom_pages_v_blocks_table_rows_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_custom_pages_v_blocks_table"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_custom_pages_v_blocks_table" ADD CONSTRAINT "_custom_pages_v_blocks_table_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_custom_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_custom_pages_v_blocks_table_locales" ADD CONSTRAINT "_custom_pages_v_blocks_table_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_custom_pages_v_blocks_table"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_custom_pages_v_blocks_video" ADD CONSTRAINT "_custom_pages_v_blocks_video_thumbnail_id_media_id_fk" FOREIGN KEY ("thumbnail_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_custom_pages_v_blocks_video" ADD CONSTRAINT "_custom_pages_v_blocks_video_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_custom_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_custom_pages_v_blocks_video_locales" ADD CONSTRAINT "_custom_pages_v_blocks_video_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_custom_pages_v_blocks_video"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_custom_pages_v_blocks_button" ADD CONSTRAINT "_custom_pages_v_blocks_button_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_custom_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_custom_pages_v_blocks_button_locales" ADD CONSTRAINT "_custom_pages_v_blocks_button_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_custom_pages_v_blocks_button"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_custom_pages_v_blocks_faq_items" ADD CONSTRAINT "_custom_pages_v_blocks_faq_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_custom_pages_v_blocks_faq"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_custom_pages_v_blocks_faq_items_locales" ADD CONSTRAINT "_custom_pages_v_blocks_faq_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_custom_pages_v_blocks_faq_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_custom_pages_v_blocks_faq" ADD CONSTRAINT "_custom_pages_v_blocks_faq_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_custom_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_custom_pages_v" ADD CONSTRAINT "_custom_pages_v_parent_id_custom_pages_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."custom_pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_custom_pages_v" ADD CONSTRAINT "_custom_pages_v_version_school_id_schools_id_fk" FOREIGN KEY ("version_school_id") REFERENCES "public"."schools"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_custom_pages_v_locales" ADD CONSTRAINT "_custom_pages_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_custom_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_custom_pages_v_rels" ADD CONSTRAINT "_custom_pages_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_custom_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_custom_pages_v_rels" ADD CONSTRAINT "_custom_pages_v_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "custom_pages_blocks_text_order_idx" ON "custom_pages_blocks_text" USING btree ("_order");
  CREATE INDEX "custom_pages_blocks_text_parent_id_idx" ON "custom_pages_blocks_text" USING btree ("_parent_id");
  CREATE INDEX "custom_pages_blocks_text_path_idx" ON "custom_pages_blocks_text" USING btree ("_path");
  CREATE UNIQUE INDEX "custom_pages_blocks_text_locales_locale_parent_id_unique" ON "custom_pages_blocks_text_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "custom_pages_blocks_image_order_idx" ON "custom_pages_blocks_image" USING btree ("_order");
  CREATE INDEX "custom_pages_blocks_image_parent_id_idx" ON "custom_pages_blocks_image" USING btree ("_parent_id");
  CREATE INDEX "custom_pages_blocks_image_path_idx" ON "custom_pages_blocks_image" USING btree ("_path");
  CREATE INDEX "custom_pages_blocks_image_image_idx" ON "custom_pages_blocks_image" USING btree ("image_id");
  CREATE UNIQUE INDEX "custom_pages_blocks_image_locales_locale_parent_id_unique" ON "custom_pages_blocks_image_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "custom_pages_blocks_gallery_order_idx" ON "custom_pages_blocks_gallery" USING btree ("_order");
  CREATE INDEX "custom_pages_blocks_gallery_parent_id_idx" ON "custom_pages_blocks_gallery" USING btree ("_parent_id");
  CREATE INDEX "custom_pages_blocks_gallery_path_idx" ON "custom_pages_blocks_gallery" USING btree ("_path");
  CREATE INDEX "custom_pages_blocks_documents_files_order_idx" ON "custom_pages_blocks_documents_files" USING btree ("_order");
  CREATE INDEX "custom_pages_blocks_documents_files_parent_id_idx" ON "custom_pages_blocks_documents_files" USING btree ("_parent_id");
  CREATE INDEX "custom_pages_blocks_documents_files_file_idx" ON "custom_pages_blocks_documents_files" USING btree ("file_id");
  CREATE UNIQUE INDEX "custom_pages_blocks_documents_files_locales_locale_parent_id" ON "custom_pages_blocks_documents_files_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "custom_pages_blocks_documents_order_idx" ON "custom_pages_blocks_documents" USING btree ("_order");
  CREATE INDEX "custom_pages_blocks_documents_parent_id_idx" ON "custom_pages_blocks_documents" USING btree ("_parent_id");
  CREATE INDEX "custom_pages_blocks_documents_path_idx" ON "custom_pages_blocks_documents" USING btree ("_path");
  CREATE INDEX "custom_pages_blocks_table_columns_order_idx" ON "custom_pages_blocks_table_columns" USING btree ("_order");
  CREATE INDEX "custom_pages_blocks_table_columns_parent_id_idx" ON "custom_pages_blocks_table_columns" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "custom_pages_blocks_table_columns_locales_locale_parent_id_u" ON "custom_pages_blocks_table_columns_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "custom_pages_blocks_table_rows_cells_order_idx" ON "custom_pages_blocks_table_rows_cells" USING btree ("_order");
  CREATE INDEX "custom_pages_blocks_table_rows_cells_parent_id_idx" ON "custom_pages_blocks_table_rows_cells" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "custom_pages_blocks_table_rows_cells_locales_locale_parent_i" ON "custom_pages_blocks_table_rows_cells_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "custom_pages_blocks_table_rows_order_idx" ON "custom_pages_blocks_table_rows" USING btree ("_order");
  CREATE INDEX "custom_pages_blocks_table_rows_parent_id_idx" ON "custom_pages_blocks_table_rows" USING btree ("_parent_id");
  CREATE INDEX "custom_pages_blocks_table_order_idx" ON "custom_pages_blocks_table" USING btree ("_order");
  CREATE INDEX "custom_pages_blocks_table_parent_id_idx" ON "custom_pages_blocks_table" USING btree ("_parent_id");
  CREATE INDEX "custom_pages_blocks_table_path_idx" ON "custom_pages_blocks_table" USING btree ("_path");
  CREATE UNIQUE INDEX "custom_pages_blocks_table_locales_locale_parent_id_unique" ON "custom_pages_blocks_table_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "custom_pages_blocks_video_order_idx" ON "custom_pages_blocks_video" USING btree ("_order");
  CREATE INDEX "custom_pages_blocks_video_parent_id_idx" ON "custom_pages_blocks_video" USING btree ("_parent_id");
  CREATE INDEX "custom_pages_blocks_video_path_idx" ON "custom_pages_blocks_video" USING btree ("_path");
  CREATE INDEX "custom_pages_blocks_video_thumbnail_idx" ON "custom_pages_blocks_video" USING btree ("thumbnail_id");
  CREATE UNIQUE INDEX "custom_pages_blocks_video_locales_locale_parent_id_unique" ON "custom_pages_blocks_video_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "custom_pages_blocks_button_order_idx" ON "custom_pages_blocks_button" USING btree ("_order");
  CREATE INDEX "custom_pages_blocks_button_parent_id_idx" ON "custom_pages_blocks_button" USING btree ("_parent_id");
  CREATE INDEX "custom_pages_blocks_button_path_idx" ON "custom_pages_blocks_button" USING btree ("_path");
  CREATE UNIQUE INDEX "custom_pages_blocks_button_locales_locale_parent_id_unique" ON "custom_pages_blocks_button_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "custom_pages_blocks_faq_items_order_idx" ON "custom_pages_blocks_faq_items" USING btree ("_order");
  CREATE INDEX "custom_pages_blocks_faq_items_parent_id_idx" ON "custom_pages_blocks_faq_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "custom_pages_blocks_faq_items_locales_locale_parent_id_uniqu" ON "custom_pages_blocks_faq_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "custom_pages_blocks_faq_order_idx" ON "custom_pages_blocks_faq" USING btree ("_order");
  CREATE INDEX "custom_pages_blocks_faq_parent_id_idx" ON "custom_pages_blocks_faq" USING btree ("_parent_id");
  CREATE INDEX "custom_pages_blocks_faq_path_idx" ON "custom_pages_blocks_faq" USING btree ("_path");
  CREATE INDEX "custom_pages_slug_idx" ON "custom_pages" USING btree ("slug");
  CREATE INDEX "custom_pages_review_review_state_idx" ON "custom_pages" USING btree ("review_state");
  CREATE INDEX "custom_pages_school_idx" ON "custom_pages" USING btree ("school_id");
  CREATE INDEX "custom_pages_malayalam_idx" ON "custom_pages" USING btree ("malayalam");
  CREATE INDEX "custom_pages_updated_at_idx" ON "custom_pages" USING btree ("updated_at");
  CREATE INDEX "custom_pages_created_at_idx" ON "custom_pages" USING btree ("created_at");
  CREATE INDEX "custom_pages__status_idx" ON "custom_pages" USING btree ("_status");
  CREATE UNIQUE INDEX "school_slug_idx" ON "custom_pages" USING btree ("school_id","slug");
  CREATE UNIQUE INDEX "custom_pages_locales_locale_parent_id_unique" ON "custom_pages_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "custom_pages_rels_order_idx" ON "custom_pages_rels" USING btree ("order");
  CREATE INDEX "custom_pages_rels_parent_idx" ON "custom_pages_rels" USING btree ("parent_id");
  CREATE INDEX "custom_pages_rels_path_idx" ON "custom_pages_rels" USING btree ("path");
  CREATE INDEX "custom_pages_rels_media_id_idx" ON "custom_pages_rels" USING btree ("media_id");
  CREATE INDEX "_custom_pages_v_blocks_text_order_idx" ON "_custom_pages_v_blocks_text" USING btree ("_order");
  CREATE INDEX "_custom_pages_v_blocks_text_parent_id_idx" ON "_custom_pages_v_blocks_text" USING btree ("_parent_id");
  CREATE INDEX "_custom_pages_v_blocks_text_path_idx" ON "_custom_pages_v_blocks_text" USING btree ("_path");
  CREATE UNIQUE INDEX "_custom_pages_v_blocks_text_locales_locale_parent_id_unique" ON "_custom_pages_v_blocks_text_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_custom_pages_v_blocks_image_order_idx" ON "_custom_pages_v_blocks_image" USING btree ("_order");
  CREATE INDEX "_custom_pages_v_blocks_image_parent_id_idx" ON "_custom_pages_v_blocks_image" USING btree ("_parent_id");
  CREATE INDEX "_custom_pages_v_blocks_image_path_idx" ON "_custom_pages_v_blocks_image" USING btree ("_path");
  CREATE INDEX "_custom_pages_v_blocks_image_image_idx" ON "_custom_pages_v_blocks_image" USING btree ("image_id");
  CREATE UNIQUE INDEX "_custom_pages_v_blocks_image_locales_locale_parent_id_unique" ON "_custom_pages_v_blocks_image_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_custom_pages_v_blocks_gallery_order_idx" ON "_custom_pages_v_blocks_gallery" USING btree ("_order");
  CREATE INDEX "_custom_pages_v_blocks_gallery_parent_id_idx" ON "_custom_pages_v_blocks_gallery" USING btree ("_parent_id");
  CREATE INDEX "_custom_pages_v_blocks_gallery_path_idx" ON "_custom_pages_v_blocks_gallery" USING btree ("_path");
  CREATE INDEX "_custom_pages_v_blocks_documents_files_order_idx" ON "_custom_pages_v_blocks_documents_files" USING btree ("_order");
  CREATE INDEX "_custom_pages_v_blocks_documents_files_parent_id_idx" ON "_custom_pages_v_blocks_documents_files" USING btree ("_parent_id");
  CREATE INDEX "_custom_pages_v_blocks_documents_files_file_idx" ON "_custom_pages_v_blocks_documents_files" USING btree ("file_id");
  CREATE UNIQUE INDEX "_custom_pages_v_blocks_documents_files_locales_locale_parent" ON "_custom_pages_v_blocks_documents_files_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_custom_pages_v_blocks_documents_order_idx" ON "_custom_pages_v_blocks_documents" USING btree ("_order");
  CREATE INDEX "_custom_pages_v_blocks_documents_parent_id_idx" ON "_custom_pages_v_blocks_documents" USING btree ("_parent_id");
  CREATE INDEX "_custom_pages_v_blocks_documents_path_idx" ON "_custom_pages_v_blocks_documents" USING btree ("_path");
  CREATE INDEX "_custom_pages_v_blocks_table_columns_order_idx" ON "_custom_pages_v_blocks_table_columns" USING btree ("_order");
  CREATE INDEX "_custom_pages_v_blocks_table_columns_parent_id_idx" ON "_custom_pages_v_blocks_table_columns" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_custom_pages_v_blocks_table_columns_locales_locale_parent_i" ON "_custom_pages_v_blocks_table_columns_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_custom_pages_v_blocks_table_rows_cells_order_idx" ON "_custom_pages_v_blocks_table_rows_cells" USING btree ("_order");
  CREATE INDEX "_custom_pages_v_blocks_table_rows_cells_parent_id_idx" ON "_custom_pages_v_blocks_table_rows_cells" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_custom_pages_v_blocks_table_rows_cells_locales_locale_paren" ON "_custom_pages_v_blocks_table_rows_cells_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_custom_pages_v_blocks_table_rows_order_idx" ON "_custom_pages_v_blocks_table_rows" USING btree ("_order");
  CREATE INDEX "_custom_pages_v_blocks_table_rows_parent_id_idx" ON "_custom_pages_v_blocks_table_rows" USING btree ("_parent_id");
  CREATE INDEX "_custom_pages_v_blocks_table_order_idx" ON "_custom_pages_v_blocks_table" USING btree ("_order");
  CREATE INDEX "_custom_pages_v_blocks_table_parent_id_idx" ON "_custom_pages_v_blocks_table" USING btree ("_parent_id");
  CREATE INDEX "_custom_pages_v_blocks_table_path_idx" ON "_custom_pages_v_blocks_table" USING btree ("_path");
  CREATE UNIQUE INDEX "_custom_pages_v_blocks_table_locales_locale_parent_id_unique" ON "_custom_pages_v_blocks_table_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_custom_pages_v_blocks_video_order_idx" ON "_custom_pages_v_blocks_video" USING btree ("_order");
  CREATE INDEX "_custom_pages_v_blocks_video_parent_id_idx" ON "_custom_pages_v_blocks_video" USING btree ("_parent_id");
  CREATE INDEX "_custom_pages_v_blocks_video_path_idx" ON "_custom_pages_v_blocks_video" USING btree ("_path");
  CREATE INDEX "_custom_pages_v_blocks_video_thumbnail_idx" ON "_custom_pages_v_blocks_video" USING btree ("thumbnail_id");
  CREATE UNIQUE INDEX "_custom_pages_v_blocks_video_locales_locale_parent_id_unique" ON "_custom_pages_v_blocks_video_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_custom_pages_v_blocks_button_order_idx" ON "_custom_pages_v_blocks_button" USING btree ("_order");
  CREATE INDEX "_custom_pages_v_blocks_button_parent_id_idx" ON "_custom_pages_v_blocks_button" USING btree ("_parent_id");
  CREATE INDEX "_custom_pages_v_blocks_button_path_idx" ON "_custom_pages_v_blocks_button" USING btree ("_path");
  CREATE UNIQUE INDEX "_custom_pages_v_blocks_button_locales_locale_parent_id_uniqu" ON "_custom_pages_v_blocks_button_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_custom_pages_v_blocks_faq_items_order_idx" ON "_custom_pages_v_blocks_faq_items" USING btree ("_order");
  CREATE INDEX "_custom_pages_v_blocks_faq_items_parent_id_idx" ON "_custom_pages_v_blocks_faq_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_custom_pages_v_blocks_faq_items_locales_locale_parent_id_un" ON "_custom_pages_v_blocks_faq_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_custom_pages_v_blocks_faq_order_idx" ON "_custom_pages_v_blocks_faq" USING btree ("_order");
  CREATE INDEX "_custom_pages_v_blocks_faq_parent_id_idx" ON "_custom_pages_v_blocks_faq" USING btree ("_parent_id");
  CREATE INDEX "_custom_pages_v_blocks_faq_path_idx" ON "_custom_pages_v_blocks_faq" USING btree ("_path");
  CREATE INDEX "_custom_pages_v_parent_idx" ON "_custom_pages_v" USING btree ("parent_id");
  CREATE INDEX "_custom_pages_v_version_version_slug_idx" ON "_custom_pages_v" USING btree ("version_slug");
  CREATE INDEX "_custom_pages_v_version_review_version_review_state_idx" ON "_custom_pages_v" USING btree ("version_review_state");
  CREATE INDEX "_custom_pages_v_version_version_school_idx" ON "_custom_pages_v" USING btree ("version_school_id");
  CREATE INDEX "_custom_pages_v_version_version_malayalam_idx" ON "_custom_pages_v" USING btree ("version_malayalam");
  CREATE INDEX "_custom_pages_v_version_version_updated_at_idx" ON "_custom_pages_v" USING btree ("version_updated_at");
  CREATE INDEX "_custom_pages_v_version_version_created_at_idx" ON "_custom_pages_v" USING btree ("version_created_at");
  CREATE INDEX "_custom_pages_v_version_version__status_idx" ON "_custom_pages_v" USING btree ("version__status");
  CREATE INDEX "_custom_pages_v_created_at_idx" ON "_custom_pages_v" USING btree ("created_at");
  CREATE INDEX "_custom_pages_v_updated_at_idx" ON "_custom_pages_v" USING btree ("updated_at");
  CREATE INDEX "_custom_pages_v_snapshot_idx" ON "_custom_pages_v" USING btree ("snapshot");
  CREATE INDEX "_custom_pages_v_published_locale_idx" ON "_custom_pages_v" USING btree ("published_locale");
  CREATE INDEX "_custom_pages_v_latest_idx" ON "_custom_pages_v" USING btree ("latest");
  CREATE INDEX "version_school_version_slug_idx" ON "_custom_pages_v" USING btree ("version_school_id","version_slug");
  CREATE UNIQUE INDEX "_custom_pages_v_locales_locale_parent_id_unique" ON "_custom_pages_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_custom_pages_v_rels_order_idx" ON "_custom_pages_v_rels" USING btree ("order");
  CREATE INDEX "_custom_pages_v_rels_parent_idx" ON "_custom_pages_v_rels" USING btree ("parent_id");
  CREATE INDEX "_custom_pages_v_rels_path_idx" ON "_custom_pages_v_rels" USING btree ("path");
  CREATE INDEX "_custom_pages_v_rels_media_id_idx" ON "_custom_pages_v_rels" USING btree ("media_id");
  ALTER TABLE "videos" ADD CONSTRAINT "videos_thumbnail_id_media_id_fk" FOREIGN KEY ("thumbnail_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_videos_v" ADD CONSTRAINT "_videos_v_version_thumbnail_id_media_id_fk" FOREIGN KEY ("version_thumbnail_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_custom_pages_fk" FOREIGN KEY ("custom_pages_id") REFERENCES "public"."custom_pages"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "videos_thumbnail_idx" ON "videos" USING btree ("thumbnail_id");
  CREATE INDEX "_videos_v_version_version_thumbnail_idx" ON "_videos_v" USING btree ("version_thumbnail_id");
  CREATE INDEX "payload_locked_documents_rels_custom_pages_id_idx" ON "payload_locked_documents_rels" USING btree ("custom_pages_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "custom_pages_blocks_text" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "custom_pages_blocks_text_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "custom_pages_blocks_image" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "custom_pages_blocks_image_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "custom_pages_blocks_gallery" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "custom_pages_blocks_documents_files" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "custom_pages_blocks_documents_files_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "custom_pages_blocks_documents" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "custom_pages_blocks_table_columns" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "custom_pages_blocks_table_columns_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "custom_pages_blocks_table_rows_cells" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "custom_pages_blocks_table_rows_cells_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "custom_pages_blocks_table_rows" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "custom_pages_blocks_table" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "custom_pages_blocks_table_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "custom_pages_blocks_video" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "custom_pages_blocks_video_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "custom_pages_blocks_button" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "custom_pages_blocks_button_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "custom_pages_blocks_faq_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "custom_pages_blocks_faq_items_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "custom_pages_blocks_faq" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "custom_pages" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "custom_pages_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "custom_pages_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_custom_pages_v_blocks_text" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_custom_pages_v_blocks_text_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_custom_pages_v_blocks_image" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_custom_pages_v_blocks_image_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_custom_pages_v_blocks_gallery" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_custom_pages_v_blocks_documents_files" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_custom_pages_v_blocks_documents_files_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_custom_pages_v_blocks_documents" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_custom_pages_v_blocks_table_columns" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_custom_pages_v_blocks_table_columns_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_custom_pages_v_blocks_table_rows_cells" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_custom_pages_v_blocks_table_rows_cells_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_custom_pages_v_blocks_table_rows" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_custom_pages_v_blocks_table" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_custom_pages_v_blocks_table_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_custom_pages_v_blocks_video" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_custom_pages_v_blocks_video_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_custom_pages_v_blocks_button" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_custom_pages_v_blocks_button_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_custom_pages_v_blocks_faq_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_custom_pages_v_blocks_faq_items_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_custom_pages_v_blocks_faq" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_custom_pages_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_custom_pages_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_custom_pages_v_rels" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "custom_pages_blocks_text" CASCADE;
  DROP TABLE "custom_pages_blocks_text_locales" CASCADE;
  DROP TABLE "custom_pages_blocks_image" CASCADE;
  DROP TABLE "custom_pages_blocks_image_locales" CASCADE;
  DROP TABLE "custom_pages_blocks_gallery" CASCADE;
  DROP TABLE "custom_pages_blocks_documents_files" CASCADE;
  DROP TABLE "custom_pages_blocks_documents_files_locales" CASCADE;
  DROP TABLE "custom_pages_blocks_documents" CASCADE;
  DROP TABLE "custom_pages_blocks_table_columns" CASCADE;
  DROP TABLE "custom_pages_blocks_table_columns_locales" CASCADE;
  DROP TABLE "custom_pages_blocks_table_rows_cells" CASCADE;
  DROP TABLE "custom_pages_blocks_table_rows_cells_locales" CASCADE;
  DROP TABLE "custom_pages_blocks_table_rows" CASCADE;
  DROP TABLE "custom_pages_blocks_table" CASCADE;
  DROP TABLE "custom_pages_blocks_table_locales" CASCADE;
  DROP TABLE "custom_pages_blocks_video" CASCADE;
  DROP TABLE "custom_pages_blocks_video_locales" CASCADE;
  DROP TABLE "custom_pages_blocks_button" CASCADE;
  DROP TABLE "custom_pages_blocks_button_locales" CASCADE;
  DROP TABLE "custom_pages_blocks_faq_items" CASCADE;
  DROP TABLE "custom_pages_blocks_faq_items_locales" CASCADE;
  DROP TABLE "custom_pages_blocks_faq" CASCADE;
  DROP TABLE "custom_pages" CASCADE;
  DROP TABLE "custom_pages_locales" CASCADE;
  DROP TABLE "custom_pages_rels" CASCADE;
  DROP TABLE "_custom_pages_v_blocks_text" CASCADE;
  DROP TABLE "_custom_pages_v_blocks_text_locales" CASCADE;
  DROP TABLE "_custom_pages_v_blocks_image" CASCADE;
  DROP TABLE "_custom_pages_v_blocks_image_locales" CASCADE;
  DROP TABLE "_custom_pages_v_blocks_gallery" CASCADE;
  DROP TABLE "_custom_pages_v_blocks_documents_files" CASCADE;
  DROP TABLE "_custom_pages_v_blocks_documents_files_locales" CASCADE;
  DROP TABLE "_custom_pages_v_blocks_documents" CASCADE;
  DROP TABLE "_custom_pages_v_blocks_table_columns" CASCADE;
  DROP TABLE "_custom_pages_v_blocks_table_columns_locales" CASCADE;
  DROP TABLE "_custom_pages_v_blocks_table_rows_cells" CASCADE;
  DROP TABLE "_custom_pages_v_blocks_table_rows_cells_locales" CASCADE;
  DROP TABLE "_custom_pages_v_blocks_table_rows" CASCADE;
  DROP TABLE "_custom_pages_v_blocks_table" CASCADE;
  DROP TABLE "_custom_pages_v_blocks_table_locales" CASCADE;
  DROP TABLE "_custom_pages_v_blocks_video" CASCADE;
  DROP TABLE "_custom_pages_v_blocks_video_locales" CASCADE;
  DROP TABLE "_custom_pages_v_blocks_button" CASCADE;
  DROP TABLE "_custom_pages_v_blocks_button_locales" CASCADE;
  DROP TABLE "_custom_pages_v_blocks_faq_items" CASCADE;
  DROP TABLE "_custom_pages_v_blocks_faq_items_locales" CASCADE;
  DROP TABLE "_custom_pages_v_blocks_faq" CASCADE;
  DROP TABLE "_custom_pages_v" CASCADE;
  DROP TABLE "_custom_pages_v_locales" CASCADE;
  DROP TABLE "_custom_pages_v_rels" CASCADE;
  ALTER TABLE "videos" DROP CONSTRAINT "videos_thumbnail_id_media_id_fk";
  
  ALTER TABLE "_videos_v" DROP CONSTRAINT "_videos_v_version_thumbnail_id_media_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_custom_pages_fk";
  
  DROP INDEX "videos_thumbnail_idx";
  DROP INDEX "_videos_v_version_version_thumbnail_idx";
  DROP INDEX "payload_locked_documents_rels_custom_pages_id_idx";
  ALTER TABLE "videos" DROP COLUMN "thumbnail_id";
  ALTER TABLE "_videos_v" DROP COLUMN "version_thumbnail_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "custom_pages_id";
  DROP TYPE "public"."enum_custom_pages_section";
  DROP TYPE "public"."enum_custom_pages_review_state";
  DROP TYPE "public"."enum_custom_pages_malayalam";
  DROP TYPE "public"."enum_custom_pages_status";
  DROP TYPE "public"."enum__custom_pages_v_version_section";
  DROP TYPE "public"."enum__custom_pages_v_version_review_state";
  DROP TYPE "public"."enum__custom_pages_v_version_malayalam";
  DROP TYPE "public"."enum__custom_pages_v_version_status";
  DROP TYPE "public"."enum__custom_pages_v_published_locale";`)
}
