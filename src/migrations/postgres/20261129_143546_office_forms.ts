import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_forms_blocks_choice_display" AS ENUM('radio', 'select');
  CREATE TYPE "public"."enum_forms_blocks_file_types" AS ENUM('pdf', 'jpeg', 'png');
  CREATE TYPE "public"."enum_forms_one_per" AS ENUM('email', 'phone');
  CREATE TYPE "public"."enum_forms_review_state" AS ENUM('requested', 'returned', 'published');
  CREATE TYPE "public"."enum_forms_malayalam" AS ENUM('written', 'missing', 'changed');
  CREATE TYPE "public"."enum_forms_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__forms_v_blocks_choice_display" AS ENUM('radio', 'select');
  CREATE TYPE "public"."enum__forms_v_blocks_file_types" AS ENUM('pdf', 'jpeg', 'png');
  CREATE TYPE "public"."enum__forms_v_version_one_per" AS ENUM('email', 'phone');
  CREATE TYPE "public"."enum__forms_v_version_review_state" AS ENUM('requested', 'returned', 'published');
  CREATE TYPE "public"."enum__forms_v_version_malayalam" AS ENUM('written', 'missing', 'changed');
  CREATE TYPE "public"."enum__forms_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__forms_v_published_locale" AS ENUM('en', 'ml');
  CREATE TYPE "public"."enum_form_submissions_language" AS ENUM('en', 'ml');
  CREATE TYPE "public"."enum_form_submissions_status" AS ENUM('new', 'in-progress', 'done', 'cancelled');
  ALTER TYPE "public"."enum_notice_versions_form" ADD VALUE 'office-form';
  CREATE TABLE "custom_pages_blocks_form" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"form_id" integer,
  	"block_name" varchar
  );
  
  CREATE TABLE "_custom_pages_v_blocks_form" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"form_id" integer,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "forms_blocks_text" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"required" boolean DEFAULT true,
  	"show_when_question" varchar,
  	"show_when_is" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "forms_blocks_text_locales" (
  	"label" varchar,
  	"help" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "forms_blocks_long_text" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"required" boolean DEFAULT true,
  	"show_when_question" varchar,
  	"show_when_is" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "forms_blocks_long_text_locales" (
  	"label" varchar,
  	"help" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "forms_blocks_email" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"required" boolean DEFAULT true,
  	"show_when_question" varchar,
  	"show_when_is" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "forms_blocks_email_locales" (
  	"label" varchar,
  	"help" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "forms_blocks_phone" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"required" boolean DEFAULT true,
  	"show_when_question" varchar,
  	"show_when_is" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "forms_blocks_phone_locales" (
  	"label" varchar,
  	"help" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "forms_blocks_number" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"required" boolean DEFAULT true,
  	"min" numeric,
  	"max" numeric,
  	"show_when_question" varchar,
  	"show_when_is" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "forms_blocks_number_locales" (
  	"label" varchar,
  	"help" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "forms_blocks_date" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"required" boolean DEFAULT true,
  	"min" timestamp(3) with time zone,
  	"max" timestamp(3) with time zone,
  	"show_when_question" varchar,
  	"show_when_is" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "forms_blocks_date_locales" (
  	"label" varchar,
  	"help" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "forms_blocks_choice_options" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "forms_blocks_choice_options_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "forms_blocks_choice" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"required" boolean DEFAULT true,
  	"display" "enum_forms_blocks_choice_display" DEFAULT 'radio',
  	"show_when_question" varchar,
  	"show_when_is" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "forms_blocks_choice_locales" (
  	"label" varchar,
  	"help" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "forms_blocks_checkboxes_options" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "forms_blocks_checkboxes_options_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "forms_blocks_checkboxes" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"required" boolean DEFAULT true,
  	"show_when_question" varchar,
  	"show_when_is" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "forms_blocks_checkboxes_locales" (
  	"label" varchar,
  	"help" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "forms_blocks_file_types" (
  	"order" integer NOT NULL,
  	"parent_id" varchar NOT NULL,
  	"value" "enum_forms_blocks_file_types",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "forms_blocks_file" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"required" boolean DEFAULT true,
  	"max_m_b" numeric DEFAULT 5,
  	"show_when_question" varchar,
  	"show_when_is" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "forms_blocks_file_locales" (
  	"label" varchar,
  	"help" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "forms_blocks_declaration" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"show_when_question" varchar,
  	"show_when_is" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "forms_blocks_declaration_locales" (
  	"label" varchar,
  	"help" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "forms_blocks_slot_slots" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"places" numeric DEFAULT 1
  );
  
  CREATE TABLE "forms_blocks_slot_slots_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "forms_blocks_slot" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"required" boolean DEFAULT true,
  	"show_when_question" varchar,
  	"show_when_is" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "forms_blocks_slot_locales" (
  	"label" varchar,
  	"help" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "forms" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"slug" varchar,
  	"opens_at" timestamp(3) with time zone,
  	"closes_at" timestamp(3) with time zone,
  	"limit" numeric,
  	"one_per" "enum_forms_one_per",
  	"mail_confirmation" boolean DEFAULT false,
  	"retention_months" numeric DEFAULT 12,
  	"review_state" "enum_forms_review_state",
  	"review_comment" varchar,
  	"review_at" timestamp(3) with time zone,
  	"school_id" integer,
  	"malayalam" "enum_forms_malayalam" DEFAULT 'missing',
  	"malayalam_against" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_forms_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "forms_locales" (
  	"title" varchar,
  	"intro" varchar,
  	"confirmation" varchar,
  	"privacy_notice" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "forms_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"users_id" integer
  );
  
  CREATE TABLE "_forms_v_blocks_text" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"required" boolean DEFAULT true,
  	"show_when_question" varchar,
  	"show_when_is" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_forms_v_blocks_text_locales" (
  	"label" varchar,
  	"help" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_forms_v_blocks_long_text" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"required" boolean DEFAULT true,
  	"show_when_question" varchar,
  	"show_when_is" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_forms_v_blocks_long_text_locales" (
  	"label" varchar,
  	"help" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_forms_v_blocks_email" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"required" boolean DEFAULT true,
  	"show_when_question" varchar,
  	"show_when_is" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_forms_v_blocks_email_locales" (
  	"label" varchar,
  	"help" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_forms_v_blocks_phone" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"required" boolean DEFAULT true,
  	"show_when_question" varchar,
  	"show_when_is" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_forms_v_blocks_phone_locales" (
  	"label" varchar,
  	"help" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_forms_v_blocks_number" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"required" boolean DEFAULT true,
  	"min" numeric,
  	"max" numeric,
  	"show_when_question" varchar,
  	"show_when_is" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_forms_v_blocks_number_locales" (
  	"label" varchar,
  	"help" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_forms_v_blocks_date" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"required" boolean DEFAULT true,
  	"min" timestamp(3) with time zone,
  	"max" timestamp(3) with time zone,
  	"show_when_question" varchar,
  	"show_when_is" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_forms_v_blocks_date_locales" (
  	"label" varchar,
  	"help" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_forms_v_blocks_choice_options" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_forms_v_blocks_choice_options_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_forms_v_blocks_choice" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"required" boolean DEFAULT true,
  	"display" "enum__forms_v_blocks_choice_display" DEFAULT 'radio',
  	"show_when_question" varchar,
  	"show_when_is" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_forms_v_blocks_choice_locales" (
  	"label" varchar,
  	"help" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_forms_v_blocks_checkboxes_options" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_forms_v_blocks_checkboxes_options_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_forms_v_blocks_checkboxes" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"required" boolean DEFAULT true,
  	"show_when_question" varchar,
  	"show_when_is" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_forms_v_blocks_checkboxes_locales" (
  	"label" varchar,
  	"help" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_forms_v_blocks_file_types" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__forms_v_blocks_file_types",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_forms_v_blocks_file" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"required" boolean DEFAULT true,
  	"max_m_b" numeric DEFAULT 5,
  	"show_when_question" varchar,
  	"show_when_is" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_forms_v_blocks_file_locales" (
  	"label" varchar,
  	"help" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_forms_v_blocks_declaration" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"show_when_question" varchar,
  	"show_when_is" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_forms_v_blocks_declaration_locales" (
  	"label" varchar,
  	"help" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_forms_v_blocks_slot_slots" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"places" numeric DEFAULT 1,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_forms_v_blocks_slot_slots_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_forms_v_blocks_slot" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"required" boolean DEFAULT true,
  	"show_when_question" varchar,
  	"show_when_is" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_forms_v_blocks_slot_locales" (
  	"label" varchar,
  	"help" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_forms_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_slug" varchar,
  	"version_opens_at" timestamp(3) with time zone,
  	"version_closes_at" timestamp(3) with time zone,
  	"version_limit" numeric,
  	"version_one_per" "enum__forms_v_version_one_per",
  	"version_mail_confirmation" boolean DEFAULT false,
  	"version_retention_months" numeric DEFAULT 12,
  	"version_review_state" "enum__forms_v_version_review_state",
  	"version_review_comment" varchar,
  	"version_review_at" timestamp(3) with time zone,
  	"version_school_id" integer,
  	"version_malayalam" "enum__forms_v_version_malayalam" DEFAULT 'missing',
  	"version_malayalam_against" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__forms_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__forms_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_forms_v_locales" (
  	"version_title" varchar,
  	"version_intro" varchar,
  	"version_confirmation" varchar,
  	"version_privacy_notice" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_forms_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"users_id" integer
  );
  
  CREATE TABLE "form_submissions" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"form_id" integer NOT NULL,
  	"summary" varchar,
  	"answers" jsonb NOT NULL,
  	"email" varchar,
  	"phone" varchar,
  	"slot" varchar,
  	"slot_label" varchar,
  	"place" numeric,
  	"limit_place" numeric,
  	"once_key" varchar,
  	"form_version" varchar,
  	"cancelled_at" timestamp(3) with time zone,
  	"language" "enum_form_submissions_language" DEFAULT 'en',
  	"status" "enum_form_submissions_status" DEFAULT 'new' NOT NULL,
  	"notes" varchar,
  	"submission_key" varchar,
  	"notice_version_id" integer,
  	"school_id" integer,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "form_submissions_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"private_files_id" integer
  );
  
  DROP INDEX "school_form_version_idx";
  ALTER TABLE "notice_versions" ADD COLUMN "office_form" numeric DEFAULT 0;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "forms_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "form_submissions_id" integer;
  ALTER TABLE "custom_pages_blocks_form" ADD CONSTRAINT "custom_pages_blocks_form_form_id_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."forms"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "custom_pages_blocks_form" ADD CONSTRAINT "custom_pages_blocks_form_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."custom_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_custom_pages_v_blocks_form" ADD CONSTRAINT "_custom_pages_v_blocks_form_form_id_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."forms"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_custom_pages_v_blocks_form" ADD CONSTRAINT "_custom_pages_v_blocks_form_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_custom_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "forms_blocks_text" ADD CONSTRAINT "forms_blocks_text_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "forms_blocks_text_locales" ADD CONSTRAINT "forms_blocks_text_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."forms_blocks_text"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "forms_blocks_long_text" ADD CONSTRAINT "forms_blocks_long_text_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "forms_blocks_long_text_locales" ADD CONSTRAINT "forms_blocks_long_text_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."forms_blocks_long_text"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "forms_blocks_email" ADD CONSTRAINT "forms_blocks_email_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "forms_blocks_email_locales" ADD CONSTRAINT "forms_blocks_email_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."forms_blocks_email"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "forms_blocks_phone" ADD CONSTRAINT "forms_blocks_phone_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "forms_blocks_phone_locales" ADD CONSTRAINT "forms_blocks_phone_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."forms_blocks_phone"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "forms_blocks_number" ADD CONSTRAINT "forms_blocks_number_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "forms_blocks_number_locales" ADD CONSTRAINT "forms_blocks_number_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."forms_blocks_number"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "forms_blocks_date" ADD CONSTRAINT "forms_blocks_date_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "forms_blocks_date_locales" ADD CONSTRAINT "forms_blocks_date_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."forms_blocks_date"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "forms_blocks_choice_options" ADD CONSTRAINT "forms_blocks_choice_options_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."forms_blocks_choice"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "forms_blocks_choice_options_locales" ADD CONSTRAINT "forms_blocks_choice_options_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."forms_blocks_choice_options"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "forms_blocks_choice" ADD CONSTRAINT "forms_blocks_choice_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "forms_blocks_choice_locales" ADD CONSTRAINT "forms_blocks_choice_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."forms_blocks_choice"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "forms_blocks_checkboxes_options" ADD CONSTRAINT "forms_blocks_checkboxes_options_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."forms_blocks_checkboxes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "forms_blocks_checkboxes_options_locales" ADD CONSTRAINT "forms_blocks_checkboxes_options_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."forms_blocks_checkboxes_options"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "forms_blocks_checkboxes" ADD CONSTRAINT "forms_blocks_checkboxes_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "forms_blocks_checkboxes_locales" ADD CONSTRAINT "forms_blocks_checkboxes_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."forms_blocks_checkboxes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "forms_blocks_file_types" ADD CONSTRAINT "forms_blocks_file_types_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."forms_blocks_file"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "forms_blocks_file" ADD CONSTRAINT "forms_blocks_file_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "forms_blocks_file_locales" ADD CONSTRAINT "forms_blocks_file_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."forms_blocks_file"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "forms_blocks_declaration" ADD CONSTRAINT "forms_blocks_declaration_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "forms_blocks_declaration_locales" ADD CONSTRAINT "forms_blocks_declaration_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."forms_blocks_declaration"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "forms_blocks_slot_slots" ADD CONSTRAINT "forms_blocks_slot_slots_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."forms_blocks_slot"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "forms_blocks_slot_slots_locales" ADD CONSTRAINT "forms_blocks_slot_slots_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."forms_blocks_slot_slots"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "forms_blocks_slot" ADD CONSTRAINT "forms_blocks_slot_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "forms_blocks_slot_locales" ADD CONSTRAINT "forms_blocks_slot_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."forms_blocks_slot"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "forms" ADD CONSTRAINT "forms_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "forms_locales" ADD CONSTRAINT "forms_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "forms_rels" ADD CONSTRAINT "forms_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "forms_rels" ADD CONSTRAINT "forms_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_forms_v_blocks_text" ADD CONSTRAINT "_forms_v_blocks_text_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_forms_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_forms_v_blocks_text_locales" ADD CONSTRAINT "_forms_v_blocks_text_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_forms_v_blocks_text"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_forms_v_blocks_long_text" ADD CONSTRAINT "_forms_v_blocks_long_text_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_forms_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_forms_v_blocks_long_text_locales" ADD CONSTRAINT "_forms_v_blocks_long_text_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_forms_v_blocks_long_text"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_forms_v_blocks_email" ADD CONSTRAINT "_forms_v_blocks_email_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_forms_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_forms_v_blocks_email_locales" ADD CONSTRAINT "_forms_v_blocks_email_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_forms_v_blocks_email"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_forms_v_blocks_phone" ADD CONSTRAINT "_forms_v_blocks_phone_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_forms_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_forms_v_blocks_phone_locales" ADD CONSTRAINT "_forms_v_blocks_phone_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_forms_v_blocks_phone"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_forms_v_blocks_number" ADD CONSTRAINT "_forms_v_blocks_number_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_forms_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_forms_v_blocks_number_locales" ADD CONSTRAINT "_forms_v_blocks_number_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_forms_v_blocks_number"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_forms_v_blocks_date" ADD CONSTRAINT "_forms_v_blocks_date_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_forms_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_forms_v_blocks_date_locales" ADD CONSTRAINT "_forms_v_blocks_date_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_forms_v_blocks_date"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_forms_v_blocks_choice_options" ADD CONSTRAINT "_forms_v_blocks_choice_options_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_forms_v_blocks_choice"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_forms_v_blocks_choice_options_locales" ADD CONSTRAINT "_forms_v_blocks_choice_options_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_forms_v_blocks_choice_options"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_forms_v_blocks_choice" ADD CONSTRAINT "_forms_v_blocks_choice_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_forms_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_forms_v_blocks_choice_locales" ADD CONSTRAINT "_forms_v_blocks_choice_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_forms_v_blocks_choice"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_forms_v_blocks_checkboxes_options" ADD CONSTRAINT "_forms_v_blocks_checkboxes_options_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_forms_v_blocks_checkboxes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_forms_v_blocks_checkboxes_options_locales" ADD CONSTRAINT "_forms_v_blocks_checkboxes_options_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_forms_v_blocks_checkboxes_options"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_forms_v_blocks_checkboxes" ADD CONSTRAINT "_forms_v_blocks_checkboxes_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_forms_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_forms_v_blocks_checkboxes_locales" ADD CONSTRAINT "_forms_v_blocks_checkboxes_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_forms_v_blocks_checkboxes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_forms_v_blocks_file_types" ADD CONSTRAINT "_forms_v_blocks_file_types_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_forms_v_blocks_file"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_forms_v_blocks_file" ADD CONSTRAINT "_forms_v_blocks_file_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_forms_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_forms_v_blocks_file_locales" ADD CONSTRAINT "_forms_v_blocks_file_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_forms_v_blocks_file"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_forms_v_blocks_declaration" ADD CONSTRAINT "_forms_v_blocks_declaration_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_forms_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_forms_v_blocks_declaration_locales" ADD CONSTRAINT "_forms_v_blocks_declaration_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_forms_v_blocks_declaration"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_forms_v_blocks_slot_slots" ADD CONSTRAINT "_forms_v_blocks_slot_slots_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_forms_v_blocks_slot"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_forms_v_blocks_slot_slots_locales" ADD CONSTRAINT "_forms_v_blocks_slot_slots_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_forms_v_blocks_slot_slots"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_forms_v_blocks_slot" ADD CONSTRAINT "_forms_v_blocks_slot_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_forms_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_forms_v_blocks_slot_locales" ADD CONSTRAINT "_forms_v_blocks_slot_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_forms_v_blocks_slot"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_forms_v" ADD CONSTRAINT "_forms_v_parent_id_forms_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."forms"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_forms_v" ADD CONSTRAINT "_forms_v_version_school_id_schools_id_fk" FOREIGN KEY ("version_school_id") REFERENCES "public"."schools"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_forms_v_locales" ADD CONSTRAINT "_forms_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_forms_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_forms_v_rels" ADD CONSTRAINT "_forms_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_forms_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_forms_v_rels" ADD CONSTRAINT "_forms_v_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "form_submissions" ADD CONSTRAINT "form_submissions_form_id_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."forms"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "form_submissions" ADD CONSTRAINT "form_submissions_notice_version_id_notice_versions_id_fk" FOREIGN KEY ("notice_version_id") REFERENCES "public"."notice_versions"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "form_submissions" ADD CONSTRAINT "form_submissions_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "form_submissions_rels" ADD CONSTRAINT "form_submissions_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."form_submissions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "form_submissions_rels" ADD CONSTRAINT "form_submissions_rels_private_files_fk" FOREIGN KEY ("private_files_id") REFERENCES "public"."private_files"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "custom_pages_blocks_form_order_idx" ON "custom_pages_blocks_form" USING btree ("_order");
  CREATE INDEX "custom_pages_blocks_form_parent_id_idx" ON "custom_pages_blocks_form" USING btree ("_parent_id");
  CREATE INDEX "custom_pages_blocks_form_path_idx" ON "custom_pages_blocks_form" USING btree ("_path");
  CREATE INDEX "custom_pages_blocks_form_form_idx" ON "custom_pages_blocks_form" USING btree ("form_id");
  CREATE INDEX "_custom_pages_v_blocks_form_order_idx" ON "_custom_pages_v_blocks_form" USING btree ("_order");
  CREATE INDEX "_custom_pages_v_blocks_form_parent_id_idx" ON "_custom_pages_v_blocks_form" USING btree ("_parent_id");
  CREATE INDEX "_custom_pages_v_blocks_form_path_idx" ON "_custom_pages_v_blocks_form" USING btree ("_path");
  CREATE INDEX "_custom_pages_v_blocks_form_form_idx" ON "_custom_pages_v_blocks_form" USING btree ("form_id");
  CREATE INDEX "forms_blocks_text_order_idx" ON "forms_blocks_text" USING btree ("_order");
  CREATE INDEX "forms_blocks_text_parent_id_idx" ON "forms_blocks_text" USING btree ("_parent_id");
  CREATE INDEX "forms_blocks_text_path_idx" ON "forms_blocks_text" USING btree ("_path");
  CREATE UNIQUE INDEX "forms_blocks_text_locales_locale_parent_id_unique" ON "forms_blocks_text_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "forms_blocks_text_locales_parent_idx" ON "forms_blocks_text_locales" USING btree ("_parent_id");
  CREATE INDEX "forms_blocks_long_text_order_idx" ON "forms_blocks_long_text" USING btree ("_order");
  CREATE INDEX "forms_blocks_long_text_parent_id_idx" ON "forms_blocks_long_text" USING btree ("_parent_id");
  CREATE INDEX "forms_blocks_long_text_path_idx" ON "forms_blocks_long_text" USING btree ("_path");
  CREATE UNIQUE INDEX "forms_blocks_long_text_locales_locale_parent_id_unique" ON "forms_blocks_long_text_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "forms_blocks_long_text_locales_parent_idx" ON "forms_blocks_long_text_locales" USING btree ("_parent_id");
  CREATE INDEX "forms_blocks_email_order_idx" ON "forms_blocks_email" USING btree ("_order");
  CREATE INDEX "forms_blocks_email_parent_id_idx" ON "forms_blocks_email" USING btree ("_parent_id");
  CREATE INDEX "forms_blocks_email_path_idx" ON "forms_blocks_email" USING btree ("_path");
  CREATE UNIQUE INDEX "forms_blocks_email_locales_locale_parent_id_unique" ON "forms_blocks_email_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "forms_blocks_email_locales_parent_idx" ON "forms_blocks_email_locales" USING btree ("_parent_id");
  CREATE INDEX "forms_blocks_phone_order_idx" ON "forms_blocks_phone" USING btree ("_order");
  CREATE INDEX "forms_blocks_phone_parent_id_idx" ON "forms_blocks_phone" USING btree ("_parent_id");
  CREATE INDEX "forms_blocks_phone_path_idx" ON "forms_blocks_phone" USING btree ("_path");
  CREATE UNIQUE INDEX "forms_blocks_phone_locales_locale_parent_id_unique" ON "forms_blocks_phone_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "forms_blocks_phone_locales_parent_idx" ON "forms_blocks_phone_locales" USING btree ("_parent_id");
  CREATE INDEX "forms_blocks_number_order_idx" ON "forms_blocks_number" USING btree ("_order");
  CREATE INDEX "forms_blocks_number_parent_id_idx" ON "forms_blocks_number" USING btree ("_parent_id");
  CREATE INDEX "forms_blocks_number_path_idx" ON "forms_blocks_number" USING btree ("_path");
  CREATE UNIQUE INDEX "forms_blocks_number_locales_locale_parent_id_unique" ON "forms_blocks_number_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "forms_blocks_number_locales_parent_idx" ON "forms_blocks_number_locales" USING btree ("_parent_id");
  CREATE INDEX "forms_blocks_date_order_idx" ON "forms_blocks_date" USING btree ("_order");
  CREATE INDEX "forms_blocks_date_parent_id_idx" ON "forms_blocks_date" USING btree ("_parent_id");
  CREATE INDEX "forms_blocks_date_path_idx" ON "forms_blocks_date" USING btree ("_path");
  CREATE UNIQUE INDEX "forms_blocks_date_locales_locale_parent_id_unique" ON "forms_blocks_date_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "forms_blocks_date_locales_parent_idx" ON "forms_blocks_date_locales" USING btree ("_parent_id");
  CREATE INDEX "forms_blocks_choice_options_order_idx" ON "forms_blocks_choice_options" USING btree ("_order");
  CREATE INDEX "forms_blocks_choice_options_parent_id_idx" ON "forms_blocks_choice_options" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "forms_blocks_choice_options_locales_locale_parent_id_unique" ON "forms_blocks_choice_options_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "forms_blocks_choice_options_locales_parent_idx" ON "forms_blocks_choice_options_locales" USING btree ("_parent_id");
  CREATE INDEX "forms_blocks_choice_order_idx" ON "forms_blocks_choice" USING btree ("_order");
  CREATE INDEX "forms_blocks_choice_parent_id_idx" ON "forms_blocks_choice" USING btree ("_parent_id");
  CREATE INDEX "forms_blocks_choice_path_idx" ON "forms_blocks_choice" USING btree ("_path");
  CREATE UNIQUE INDEX "forms_blocks_choice_locales_locale_parent_id_unique" ON "forms_blocks_choice_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "forms_blocks_choice_locales_parent_idx" ON "forms_blocks_choice_locales" USING btree ("_parent_id");
  CREATE INDEX "forms_blocks_checkboxes_options_order_idx" ON "forms_blocks_checkboxes_options" USING btree ("_order");
  CREATE INDEX "forms_blocks_checkboxes_options_parent_id_idx" ON "forms_blocks_checkboxes_options" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "forms_blocks_checkboxes_options_locales_locale_parent_id_uni" ON "forms_blocks_checkboxes_options_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "forms_blocks_checkboxes_options_locales_parent_idx" ON "forms_blocks_checkboxes_options_locales" USING btree ("_parent_id");
  CREATE INDEX "forms_blocks_checkboxes_order_idx" ON "forms_blocks_checkboxes" USING btree ("_order");
  CREATE INDEX "forms_blocks_checkboxes_parent_id_idx" ON "forms_blocks_checkboxes" USING btree ("_parent_id");
  CREATE INDEX "forms_blocks_checkboxes_path_idx" ON "forms_blocks_checkboxes" USING btree ("_path");
  CREATE UNIQUE INDEX "forms_blocks_checkboxes_locales_locale_parent_id_unique" ON "forms_blocks_checkboxes_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "forms_blocks_checkboxes_locales_parent_idx" ON "forms_blocks_checkboxes_locales" USING btree ("_parent_id");
  CREATE INDEX "forms_blocks_file_types_order_idx" ON "forms_blocks_file_types" USING btree ("order");
  CREATE INDEX "forms_blocks_file_types_parent_idx" ON "forms_blocks_file_types" USING btree ("parent_id");
  CREATE INDEX "forms_blocks_file_order_idx" ON "forms_blocks_file" USING btree ("_order");
  CREATE INDEX "forms_blocks_file_parent_id_idx" ON "forms_blocks_file" USING btree ("_parent_id");
  CREATE INDEX "forms_blocks_file_path_idx" ON "forms_blocks_file" USING btree ("_path");
  CREATE UNIQUE INDEX "forms_blocks_file_locales_locale_parent_id_unique" ON "forms_blocks_file_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "forms_blocks_file_locales_parent_idx" ON "forms_blocks_file_locales" USING btree ("_parent_id");
  CREATE INDEX "forms_blocks_declaration_order_idx" ON "forms_blocks_declaration" USING btree ("_order");
  CREATE INDEX "forms_blocks_declaration_parent_id_idx" ON "forms_blocks_declaration" USING btree ("_parent_id");
  CREATE INDEX "forms_blocks_declaration_path_idx" ON "forms_blocks_declaration" USING btree ("_path");
  CREATE UNIQUE INDEX "forms_blocks_declaration_locales_locale_parent_id_unique" ON "forms_blocks_declaration_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "forms_blocks_declaration_locales_parent_idx" ON "forms_blocks_declaration_locales" USING btree ("_parent_id");
  CREATE INDEX "forms_blocks_slot_slots_order_idx" ON "forms_blocks_slot_slots" USING btree ("_order");
  CREATE INDEX "forms_blocks_slot_slots_parent_id_idx" ON "forms_blocks_slot_slots" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "forms_blocks_slot_slots_locales_locale_parent_id_unique" ON "forms_blocks_slot_slots_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "forms_blocks_slot_slots_locales_parent_idx" ON "forms_blocks_slot_slots_locales" USING btree ("_parent_id");
  CREATE INDEX "forms_blocks_slot_order_idx" ON "forms_blocks_slot" USING btree ("_order");
  CREATE INDEX "forms_blocks_slot_parent_id_idx" ON "forms_blocks_slot" USING btree ("_parent_id");
  CREATE INDEX "forms_blocks_slot_path_idx" ON "forms_blocks_slot" USING btree ("_path");
  CREATE UNIQUE INDEX "forms_blocks_slot_locales_locale_parent_id_unique" ON "forms_blocks_slot_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "forms_blocks_slot_locales_parent_idx" ON "forms_blocks_slot_locales" USING btree ("_parent_id");
  CREATE INDEX "forms_slug_idx" ON "forms" USING btree ("slug");
  CREATE INDEX "forms_review_review_state_idx" ON "forms" USING btree ("review_state");
  CREATE INDEX "forms_school_idx" ON "forms" USING btree ("school_id");
  CREATE INDEX "forms_malayalam_idx" ON "forms" USING btree ("malayalam");
  CREATE INDEX "forms_updated_at_idx" ON "forms" USING btree ("updated_at");
  CREATE INDEX "forms_created_at_idx" ON "forms" USING btree ("created_at");
  CREATE INDEX "forms__status_idx" ON "forms" USING btree ("_status");
  CREATE UNIQUE INDEX "school_slug_1_idx" ON "forms" USING btree ("school_id","slug");
  CREATE INDEX "forms_school_list_slug_idx" ON "forms" USING btree ("school_id","_status","slug");
  CREATE UNIQUE INDEX "forms_locales_locale_parent_id_unique" ON "forms_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "forms_locales_parent_idx" ON "forms_locales" USING btree ("_parent_id");
  CREATE INDEX "forms_rels_order_idx" ON "forms_rels" USING btree ("order");
  CREATE INDEX "forms_rels_parent_idx" ON "forms_rels" USING btree ("parent_id");
  CREATE INDEX "forms_rels_path_idx" ON "forms_rels" USING btree ("path");
  CREATE INDEX "forms_rels_users_id_idx" ON "forms_rels" USING btree ("users_id");
  CREATE INDEX "_forms_v_blocks_text_order_idx" ON "_forms_v_blocks_text" USING btree ("_order");
  CREATE INDEX "_forms_v_blocks_text_parent_id_idx" ON "_forms_v_blocks_text" USING btree ("_parent_id");
  CREATE INDEX "_forms_v_blocks_text_path_idx" ON "_forms_v_blocks_text" USING btree ("_path");
  CREATE UNIQUE INDEX "_forms_v_blocks_text_locales_locale_parent_id_unique" ON "_forms_v_blocks_text_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_forms_v_blocks_text_locales_parent_idx" ON "_forms_v_blocks_text_locales" USING btree ("_parent_id");
  CREATE INDEX "_forms_v_blocks_long_text_order_idx" ON "_forms_v_blocks_long_text" USING btree ("_order");
  CREATE INDEX "_forms_v_blocks_long_text_parent_id_idx" ON "_forms_v_blocks_long_text" USING btree ("_parent_id");
  CREATE INDEX "_forms_v_blocks_long_text_path_idx" ON "_forms_v_blocks_long_text" USING btree ("_path");
  CREATE UNIQUE INDEX "_forms_v_blocks_long_text_locales_locale_parent_id_unique" ON "_forms_v_blocks_long_text_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_forms_v_blocks_long_text_locales_parent_idx" ON "_forms_v_blocks_long_text_locales" USING btree ("_parent_id");
  CREATE INDEX "_forms_v_blocks_email_order_idx" ON "_forms_v_blocks_email" USING btree ("_order");
  CREATE INDEX "_forms_v_blocks_email_parent_id_idx" ON "_forms_v_blocks_email" USING btree ("_parent_id");
  CREATE INDEX "_forms_v_blocks_email_path_idx" ON "_forms_v_blocks_email" USING btree ("_path");
  CREATE UNIQUE INDEX "_forms_v_blocks_email_locales_locale_parent_id_unique" ON "_forms_v_blocks_email_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_forms_v_blocks_email_locales_parent_idx" ON "_forms_v_blocks_email_locales" USING btree ("_parent_id");
  CREATE INDEX "_forms_v_blocks_phone_order_idx" ON "_forms_v_blocks_phone" USING btree ("_order");
  CREATE INDEX "_forms_v_blocks_phone_parent_id_idx" ON "_forms_v_blocks_phone" USING btree ("_parent_id");
  CREATE INDEX "_forms_v_blocks_phone_path_idx" ON "_forms_v_blocks_phone" USING btree ("_path");
  CREATE UNIQUE INDEX "_forms_v_blocks_phone_locales_locale_parent_id_unique" ON "_forms_v_blocks_phone_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_forms_v_blocks_phone_locales_parent_idx" ON "_forms_v_blocks_phone_locales" USING btree ("_parent_id");
  CREATE INDEX "_forms_v_blocks_number_order_idx" ON "_forms_v_blocks_number" USING btree ("_order");
  CREATE INDEX "_forms_v_blocks_number_parent_id_idx" ON "_forms_v_blocks_number" USING btree ("_parent_id");
  CREATE INDEX "_forms_v_blocks_number_path_idx" ON "_forms_v_blocks_number" USING btree ("_path");
  CREATE UNIQUE INDEX "_forms_v_blocks_number_locales_locale_parent_id_unique" ON "_forms_v_blocks_number_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_forms_v_blocks_number_locales_parent_idx" ON "_forms_v_blocks_number_locales" USING btree ("_parent_id");
  CREATE INDEX "_forms_v_blocks_date_order_idx" ON "_forms_v_blocks_date" USING btree ("_order");
  CREATE INDEX "_forms_v_blocks_date_parent_id_idx" ON "_forms_v_blocks_date" USING btree ("_parent_id");
  CREATE INDEX "_forms_v_blocks_date_path_idx" ON "_forms_v_blocks_date" USING btree ("_path");
  CREATE UNIQUE INDEX "_forms_v_blocks_date_locales_locale_parent_id_unique" ON "_forms_v_blocks_date_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_forms_v_blocks_date_locales_parent_idx" ON "_forms_v_blocks_date_locales" USING btree ("_parent_id");
  CREATE INDEX "_forms_v_blocks_choice_options_order_idx" ON "_forms_v_blocks_choice_options" USING btree ("_order");
  CREATE INDEX "_forms_v_blocks_choice_options_parent_id_idx" ON "_forms_v_blocks_choice_options" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_forms_v_blocks_choice_options_locales_locale_parent_id_uniq" ON "_forms_v_blocks_choice_options_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_forms_v_blocks_choice_options_locales_parent_idx" ON "_forms_v_blocks_choice_options_locales" USING btree ("_parent_id");
  CREATE INDEX "_forms_v_blocks_choice_order_idx" ON "_forms_v_blocks_choice" USING btree ("_order");
  CREATE INDEX "_forms_v_blocks_choice_parent_id_idx" ON "_forms_v_blocks_choice" USING btree ("_parent_id");
  CREATE INDEX "_forms_v_blocks_choice_path_idx" ON "_forms_v_blocks_choice" USING btree ("_path");
  CREATE UNIQUE INDEX "_forms_v_blocks_choice_locales_locale_parent_id_unique" ON "_forms_v_blocks_choice_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_forms_v_blocks_choice_locales_parent_idx" ON "_forms_v_blocks_choice_locales" USING btree ("_parent_id");
  CREATE INDEX "_forms_v_blocks_checkboxes_options_order_idx" ON "_forms_v_blocks_checkboxes_options" USING btree ("_order");
  CREATE INDEX "_forms_v_blocks_checkboxes_options_parent_id_idx" ON "_forms_v_blocks_checkboxes_options" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_forms_v_blocks_checkboxes_options_locales_locale_parent_id_" ON "_forms_v_blocks_checkboxes_options_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_forms_v_blocks_checkboxes_options_locales_parent_idx" ON "_forms_v_blocks_checkboxes_options_locales" USING btree ("_parent_id");
  CREATE INDEX "_forms_v_blocks_checkboxes_order_idx" ON "_forms_v_blocks_checkboxes" USING btree ("_order");
  CREATE INDEX "_forms_v_blocks_checkboxes_parent_id_idx" ON "_forms_v_blocks_checkboxes" USING btree ("_parent_id");
  CREATE INDEX "_forms_v_blocks_checkboxes_path_idx" ON "_forms_v_blocks_checkboxes" USING btree ("_path");
  CREATE UNIQUE INDEX "_forms_v_blocks_checkboxes_locales_locale_parent_id_unique" ON "_forms_v_blocks_checkboxes_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_forms_v_blocks_checkboxes_locales_parent_idx" ON "_forms_v_blocks_checkboxes_locales" USING btree ("_parent_id");
  CREATE INDEX "_forms_v_blocks_file_types_order_idx" ON "_forms_v_blocks_file_types" USING btree ("order");
  CREATE INDEX "_forms_v_blocks_file_types_parent_idx" ON "_forms_v_blocks_file_types" USING btree ("parent_id");
  CREATE INDEX "_forms_v_blocks_file_order_idx" ON "_forms_v_blocks_file" USING btree ("_order");
  CREATE INDEX "_forms_v_blocks_file_parent_id_idx" ON "_forms_v_blocks_file" USING btree ("_parent_id");
  CREATE INDEX "_forms_v_blocks_file_path_idx" ON "_forms_v_blocks_file" USING btree ("_path");
  CREATE UNIQUE INDEX "_forms_v_blocks_file_locales_locale_parent_id_unique" ON "_forms_v_blocks_file_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_forms_v_blocks_file_locales_parent_idx" ON "_forms_v_blocks_file_locales" USING btree ("_parent_id");
  CREATE INDEX "_forms_v_blocks_declaration_order_idx" ON "_forms_v_blocks_declaration" USING btree ("_order");
  CREATE INDEX "_forms_v_blocks_declaration_parent_id_idx" ON "_forms_v_blocks_declaration" USING btree ("_parent_id");
  CREATE INDEX "_forms_v_blocks_declaration_path_idx" ON "_forms_v_blocks_declaration" USING btree ("_path");
  CREATE UNIQUE INDEX "_forms_v_blocks_declaration_locales_locale_parent_id_unique" ON "_forms_v_blocks_declaration_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_forms_v_blocks_declaration_locales_parent_idx" ON "_forms_v_blocks_declaration_locales" USING btree ("_parent_id");
  CREATE INDEX "_forms_v_blocks_slot_slots_order_idx" ON "_forms_v_blocks_slot_slots" USING btree ("_order");
  CREATE INDEX "_forms_v_blocks_slot_slots_parent_id_idx" ON "_forms_v_blocks_slot_slots" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_forms_v_blocks_slot_slots_locales_locale_parent_id_unique" ON "_forms_v_blocks_slot_slots_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_forms_v_blocks_slot_slots_locales_parent_idx" ON "_forms_v_blocks_slot_slots_locales" USING btree ("_parent_id");
  CREATE INDEX "_forms_v_blocks_slot_order_idx" ON "_forms_v_blocks_slot" USING btree ("_order");
  CREATE INDEX "_forms_v_blocks_slot_parent_id_idx" ON "_forms_v_blocks_slot" USING btree ("_parent_id");
  CREATE INDEX "_forms_v_blocks_slot_path_idx" ON "_forms_v_blocks_slot" USING btree ("_path");
  CREATE UNIQUE INDEX "_forms_v_blocks_slot_locales_locale_parent_id_unique" ON "_forms_v_blocks_slot_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_forms_v_blocks_slot_locales_parent_idx" ON "_forms_v_blocks_slot_locales" USING btree ("_parent_id");
  CREATE INDEX "_forms_v_parent_idx" ON "_forms_v" USING btree ("parent_id");
  CREATE INDEX "_forms_v_version_version_slug_idx" ON "_forms_v" USING btree ("version_slug");
  CREATE INDEX "_forms_v_version_review_version_review_state_idx" ON "_forms_v" USING btree ("version_review_state");
  CREATE INDEX "_forms_v_version_version_school_idx" ON "_forms_v" USING btree ("version_school_id");
  CREATE INDEX "_forms_v_version_version_malayalam_idx" ON "_forms_v" USING btree ("version_malayalam");
  CREATE INDEX "_forms_v_version_version_updated_at_idx" ON "_forms_v" USING btree ("version_updated_at");
  CREATE INDEX "_forms_v_version_version_created_at_idx" ON "_forms_v" USING btree ("version_created_at");
  CREATE INDEX "_forms_v_version_version__status_idx" ON "_forms_v" USING btree ("version__status");
  CREATE INDEX "_forms_v_created_at_idx" ON "_forms_v" USING btree ("created_at");
  CREATE INDEX "_forms_v_updated_at_idx" ON "_forms_v" USING btree ("updated_at");
  CREATE INDEX "_forms_v_snapshot_idx" ON "_forms_v" USING btree ("snapshot");
  CREATE INDEX "_forms_v_published_locale_idx" ON "_forms_v" USING btree ("published_locale");
  CREATE INDEX "_forms_v_latest_idx" ON "_forms_v" USING btree ("latest");
  CREATE INDEX "version_school_version_slug_1_idx" ON "_forms_v" USING btree ("version_school_id","version_slug");
  CREATE UNIQUE INDEX "_forms_v_locales_locale_parent_id_unique" ON "_forms_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_forms_v_locales_parent_idx" ON "_forms_v_locales" USING btree ("_parent_id");
  CREATE INDEX "_forms_v_rels_order_idx" ON "_forms_v_rels" USING btree ("order");
  CREATE INDEX "_forms_v_rels_parent_idx" ON "_forms_v_rels" USING btree ("parent_id");
  CREATE INDEX "_forms_v_rels_path_idx" ON "_forms_v_rels" USING btree ("path");
  CREATE INDEX "_forms_v_rels_users_id_idx" ON "_forms_v_rels" USING btree ("users_id");
  CREATE INDEX "form_submissions_form_idx" ON "form_submissions" USING btree ("form_id");
  CREATE INDEX "form_submissions_email_idx" ON "form_submissions" USING btree ("email");
  CREATE INDEX "form_submissions_phone_idx" ON "form_submissions" USING btree ("phone");
  CREATE INDEX "form_submissions_status_idx" ON "form_submissions" USING btree ("status");
  CREATE UNIQUE INDEX "form_submissions_submission_key_idx" ON "form_submissions" USING btree ("submission_key");
  CREATE INDEX "form_submissions_notice_version_idx" ON "form_submissions" USING btree ("notice_version_id");
  CREATE INDEX "form_submissions_school_idx" ON "form_submissions" USING btree ("school_id");
  CREATE INDEX "form_submissions_created_at_idx" ON "form_submissions" USING btree ("created_at");
  CREATE INDEX "form_submissions_updated_at_idx" ON "form_submissions" USING btree ("updated_at");
  CREATE UNIQUE INDEX "form_slot_place_idx" ON "form_submissions" USING btree ("form_id","slot","place");
  CREATE UNIQUE INDEX "form_limitPlace_idx" ON "form_submissions" USING btree ("form_id","limit_place");
  CREATE UNIQUE INDEX "form_onceKey_idx" ON "form_submissions" USING btree ("form_id","once_key");
  CREATE INDEX "form_submissions_rels_order_idx" ON "form_submissions_rels" USING btree ("order");
  CREATE INDEX "form_submissions_rels_parent_idx" ON "form_submissions_rels" USING btree ("parent_id");
  CREATE INDEX "form_submissions_rels_path_idx" ON "form_submissions_rels" USING btree ("path");
  CREATE INDEX "form_submissions_rels_private_files_id_idx" ON "form_submissions_rels" USING btree ("private_files_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_forms_fk" FOREIGN KEY ("forms_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_form_submissions_fk" FOREIGN KEY ("form_submissions_id") REFERENCES "public"."form_submissions"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "notice_versions_office_form_idx" ON "notice_versions" USING btree ("office_form");
  CREATE UNIQUE INDEX "school_form_officeForm_version_idx" ON "notice_versions" USING btree ("school_id","form","office_form","version");
  CREATE INDEX "payload_locked_documents_rels_forms_id_idx" ON "payload_locked_documents_rels" USING btree ("forms_id");
  CREATE INDEX "payload_locked_documents_rels_form_submissions_id_idx" ON "payload_locked_documents_rels" USING btree ("form_submissions_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "custom_pages_blocks_form" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_custom_pages_v_blocks_form" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "forms_blocks_text" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "forms_blocks_text_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "forms_blocks_long_text" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "forms_blocks_long_text_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "forms_blocks_email" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "forms_blocks_email_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "forms_blocks_phone" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "forms_blocks_phone_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "forms_blocks_number" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "forms_blocks_number_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "forms_blocks_date" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "forms_blocks_date_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "forms_blocks_choice_options" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "forms_blocks_choice_options_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "forms_blocks_choice" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "forms_blocks_choice_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "forms_blocks_checkboxes_options" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "forms_blocks_checkboxes_options_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "forms_blocks_checkboxes" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "forms_blocks_checkboxes_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "forms_blocks_file_types" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "forms_blocks_file" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "forms_blocks_file_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "forms_blocks_declaration" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "forms_blocks_declaration_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "forms_blocks_slot_slots" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "forms_blocks_slot_slots_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "forms_blocks_slot" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "forms_blocks_slot_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "forms" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "forms_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "forms_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_forms_v_blocks_text" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_forms_v_blocks_text_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_forms_v_blocks_long_text" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_forms_v_blocks_long_text_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_forms_v_blocks_email" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_forms_v_blocks_email_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_forms_v_blocks_phone" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_forms_v_blocks_phone_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_forms_v_blocks_number" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_forms_v_blocks_number_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_forms_v_blocks_date" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_forms_v_blocks_date_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_forms_v_blocks_choice_options" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_forms_v_blocks_choice_options_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_forms_v_blocks_choice" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_forms_v_blocks_choice_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_forms_v_blocks_checkboxes_options" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_forms_v_blocks_checkboxes_options_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_forms_v_blocks_checkboxes" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_forms_v_blocks_checkboxes_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_forms_v_blocks_file_types" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_forms_v_blocks_file" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_forms_v_blocks_file_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_forms_v_blocks_declaration" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_forms_v_blocks_declaration_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_forms_v_blocks_slot_slots" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_forms_v_blocks_slot_slots_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_forms_v_blocks_slot" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_forms_v_blocks_slot_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_forms_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_forms_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_forms_v_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "form_submissions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "form_submissions_rels" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "custom_pages_blocks_form" CASCADE;
  DROP TABLE "_custom_pages_v_blocks_form" CASCADE;
  DROP TABLE "forms_blocks_text" CASCADE;
  DROP TABLE "forms_blocks_text_locales" CASCADE;
  DROP TABLE "forms_blocks_long_text" CASCADE;
  DROP TABLE "forms_blocks_long_text_locales" CASCADE;
  DROP TABLE "forms_blocks_email" CASCADE;
  DROP TABLE "forms_blocks_email_locales" CASCADE;
  DROP TABLE "forms_blocks_phone" CASCADE;
  DROP TABLE "forms_blocks_phone_locales" CASCADE;
  DROP TABLE "forms_blocks_number" CASCADE;
  DROP TABLE "forms_blocks_number_locales" CASCADE;
  DROP TABLE "forms_blocks_date" CASCADE;
  DROP TABLE "forms_blocks_date_locales" CASCADE;
  DROP TABLE "forms_blocks_choice_options" CASCADE;
  DROP TABLE "forms_blocks_choice_options_locales" CASCADE;
  DROP TABLE "forms_blocks_choice" CASCADE;
  DROP TABLE "forms_blocks_choice_locales" CASCADE;
  DROP TABLE "forms_blocks_checkboxes_options" CASCADE;
  DROP TABLE "forms_blocks_checkboxes_options_locales" CASCADE;
  DROP TABLE "forms_blocks_checkboxes" CASCADE;
  DROP TABLE "forms_blocks_checkboxes_locales" CASCADE;
  DROP TABLE "forms_blocks_file_types" CASCADE;
  DROP TABLE "forms_blocks_file" CASCADE;
  DROP TABLE "forms_blocks_file_locales" CASCADE;
  DROP TABLE "forms_blocks_declaration" CASCADE;
  DROP TABLE "forms_blocks_declaration_locales" CASCADE;
  DROP TABLE "forms_blocks_slot_slots" CASCADE;
  DROP TABLE "forms_blocks_slot_slots_locales" CASCADE;
  DROP TABLE "forms_blocks_slot" CASCADE;
  DROP TABLE "forms_blocks_slot_locales" CASCADE;
  DROP TABLE "forms" CASCADE;
  DROP TABLE "forms_locales" CASCADE;
  DROP TABLE "forms_rels" CASCADE;
  DROP TABLE "_forms_v_blocks_text" CASCADE;
  DROP TABLE "_forms_v_blocks_text_locales" CASCADE;
  DROP TABLE "_forms_v_blocks_long_text" CASCADE;
  DROP TABLE "_forms_v_blocks_long_text_locales" CASCADE;
  DROP TABLE "_forms_v_blocks_email" CASCADE;
  DROP TABLE "_forms_v_blocks_email_locales" CASCADE;
  DROP TABLE "_forms_v_blocks_phone" CASCADE;
  DROP TABLE "_forms_v_blocks_phone_locales" CASCADE;
  DROP TABLE "_forms_v_blocks_number" CASCADE;
  DROP TABLE "_forms_v_blocks_number_locales" CASCADE;
  DROP TABLE "_forms_v_blocks_date" CASCADE;
  DROP TABLE "_forms_v_blocks_date_locales" CASCADE;
  DROP TABLE "_forms_v_blocks_choice_options" CASCADE;
  DROP TABLE "_forms_v_blocks_choice_options_locales" CASCADE;
  DROP TABLE "_forms_v_blocks_choice" CASCADE;
  DROP TABLE "_forms_v_blocks_choice_locales" CASCADE;
  DROP TABLE "_forms_v_blocks_checkboxes_options" CASCADE;
  DROP TABLE "_forms_v_blocks_checkboxes_options_locales" CASCADE;
  DROP TABLE "_forms_v_blocks_checkboxes" CASCADE;
  DROP TABLE "_forms_v_blocks_checkboxes_locales" CASCADE;
  DROP TABLE "_forms_v_blocks_file_types" CASCADE;
  DROP TABLE "_forms_v_blocks_file" CASCADE;
  DROP TABLE "_forms_v_blocks_file_locales" CASCADE;
  DROP TABLE "_forms_v_blocks_declaration" CASCADE;
  DROP TABLE "_forms_v_blocks_declaration_locales" CASCADE;
  DROP TABLE "_forms_v_blocks_slot_slots" CASCADE;
  DROP TABLE "_forms_v_blocks_slot_slots_locales" CASCADE;
  DROP TABLE "_forms_v_blocks_slot" CASCADE;
  DROP TABLE "_forms_v_blocks_slot_locales" CASCADE;
  DROP TABLE "_forms_v" CASCADE;
  DROP TABLE "_forms_v_locales" CASCADE;
  DROP TABLE "_forms_v_rels" CASCADE;
  DROP TABLE "form_submissions" CASCADE;
  DROP TABLE "form_submissions_rels" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_forms_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_form_submissions_fk";
  
  ALTER TABLE "notice_versions" ALTER COLUMN "form" SET DATA TYPE text;
  DROP TYPE "public"."enum_notice_versions_form";
  CREATE TYPE "public"."enum_notice_versions_form" AS ENUM('contact', 'career', 'admission', 'tc', 'subscribe');
  ALTER TABLE "notice_versions" ALTER COLUMN "form" SET DATA TYPE "public"."enum_notice_versions_form" USING "form"::"public"."enum_notice_versions_form";
  DROP INDEX "notice_versions_office_form_idx";
  DROP INDEX "school_form_officeForm_version_idx";
  DROP INDEX "payload_locked_documents_rels_forms_id_idx";
  DROP INDEX "payload_locked_documents_rels_form_submissions_id_idx";
  CREATE UNIQUE INDEX "school_form_version_idx" ON "notice_versions" USING btree ("school_id","form","version");
  ALTER TABLE "notice_versions" DROP COLUMN "office_form";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "forms_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "form_submissions_id";
  DROP TYPE "public"."enum_forms_blocks_choice_display";
  DROP TYPE "public"."enum_forms_blocks_file_types";
  DROP TYPE "public"."enum_forms_one_per";
  DROP TYPE "public"."enum_forms_review_state";
  DROP TYPE "public"."enum_forms_malayalam";
  DROP TYPE "public"."enum_forms_status";
  DROP TYPE "public"."enum__forms_v_blocks_choice_display";
  DROP TYPE "public"."enum__forms_v_blocks_file_types";
  DROP TYPE "public"."enum__forms_v_version_one_per";
  DROP TYPE "public"."enum__forms_v_version_review_state";
  DROP TYPE "public"."enum__forms_v_version_malayalam";
  DROP TYPE "public"."enum__forms_v_version_status";
  DROP TYPE "public"."enum__forms_v_published_locale";
  DROP TYPE "public"."enum_form_submissions_language";
  DROP TYPE "public"."enum_form_submissions_status";`)
}
