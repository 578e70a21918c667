import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_news_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__news_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_events_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__events_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_gallery_category" AS ENUM('PhotoGallery', 'Achievement');
  CREATE TYPE "public"."enum_gallery_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__gallery_v_version_category" AS ENUM('PhotoGallery', 'Achievement');
  CREATE TYPE "public"."enum__gallery_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_toppers_class" AS ENUM('X', 'XII');
  CREATE TYPE "public"."enum_toppers_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__toppers_v_version_class" AS ENUM('X', 'XII');
  CREATE TYPE "public"."enum__toppers_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_principal_messages_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__principal_messages_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_birthdays_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__birthdays_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_highlights_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__highlights_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_online_registrations_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__online_registrations_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_notification_popups_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__notification_popups_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_videos_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__videos_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_pages_route" AS ENUM('AboutUs', 'VisionMission', 'PrincipalMessage', 'CabinetLeaders', 'Admission', 'AtalTinkeringLab', 'BasketballCourt', 'CoCurricularActivities', 'ComputerLab', 'PlayGround', 'ScienceLab', 'Academics', 'Fee', 'ErpSoftware', 'Pphelp', 'Career', 'Tc');
  CREATE TYPE "public"."enum_trust_members_designation" AS ENUM('Chairman', 'Member');
  CREATE TYPE "public"."enum_schools_social_platform" AS ENUM('Facebook', 'Instagram', 'YouTube', 'X', 'LinkedIn', 'WhatsApp');
  CREATE TYPE "public"."enum_tc_requests_status" AS ENUM('new', 'in-progress', 'done');
  CREATE TYPE "public"."enum_contact_messages_status" AS ENUM('new', 'in-progress', 'done');
  CREATE TYPE "public"."enum_career_applications_mail_type" AS ENUM('English', 'Malayalam', 'Hindi', 'Science', 'Social Science', 'Mathematics', 'Physics', 'Chemistry', 'Biology', 'Computer Science', 'Clerk', 'Menial staff', 'Primary Teacher', 'Physical Education', 'Counsellor', 'Driver');
  CREATE TYPE "public"."enum_career_applications_status" AS ENUM('new', 'in-progress', 'done');
  CREATE TYPE "public"."enum_admission_registrations_gender" AS ENUM('Male', 'Female', 'Other');
  CREATE TYPE "public"."enum_admission_registrations_category" AS ENUM('General', 'OBC', 'SC', 'ST');
  CREATE TYPE "public"."enum_admission_registrations_status" AS ENUM('new', 'in-progress', 'done');
  CREATE TYPE "public"."enum_users_role" AS ENUM('platform-admin', 'school-admin', 'editor');
  CREATE TABLE "news" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"from_date" timestamp(3) with time zone,
  	"description" varchar,
  	"school_id" integer,
  	"demo" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_news_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "news_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"media_id" integer
  );
  
  CREATE TABLE "_news_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar,
  	"version_from_date" timestamp(3) with time zone,
  	"version_description" varchar,
  	"version_school_id" integer,
  	"version_demo" boolean DEFAULT false,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__news_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "_news_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"media_id" integer
  );
  
  CREATE TABLE "events" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"date" timestamp(3) with time zone,
  	"time" varchar,
  	"venue" varchar,
  	"description" varchar,
  	"school_id" integer,
  	"demo" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_events_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "events_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"media_id" integer
  );
  
  CREATE TABLE "_events_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar,
  	"version_date" timestamp(3) with time zone,
  	"version_time" varchar,
  	"version_venue" varchar,
  	"version_description" varchar,
  	"version_school_id" integer,
  	"version_demo" boolean DEFAULT false,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__events_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "_events_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"media_id" integer
  );
  
  CREATE TABLE "gallery" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"date" timestamp(3) with time zone,
  	"category" "enum_gallery_category" DEFAULT 'PhotoGallery',
  	"name" varchar,
  	"description" varchar,
  	"school_id" integer,
  	"demo" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_gallery_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "gallery_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"media_id" integer
  );
  
  CREATE TABLE "_gallery_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar,
  	"version_date" timestamp(3) with time zone,
  	"version_category" "enum__gallery_v_version_category" DEFAULT 'PhotoGallery',
  	"version_name" varchar,
  	"version_description" varchar,
  	"version_school_id" integer,
  	"version_demo" boolean DEFAULT false,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__gallery_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "_gallery_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"media_id" integer
  );
  
  CREATE TABLE "toppers" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"class" "enum_toppers_class",
  	"stream" varchar,
  	"division" numeric,
  	"session_year" varchar,
  	"school_id" integer,
  	"demo" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_toppers_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "toppers_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"media_id" integer
  );
  
  CREATE TABLE "_toppers_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_name" varchar,
  	"version_class" "enum__toppers_v_version_class",
  	"version_stream" varchar,
  	"version_division" numeric,
  	"version_session_year" varchar,
  	"version_school_id" integer,
  	"version_demo" boolean DEFAULT false,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__toppers_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "_toppers_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"media_id" integer
  );
  
  CREATE TABLE "principal_messages" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"category" varchar,
  	"message" jsonb,
  	"school_id" integer,
  	"demo" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_principal_messages_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "principal_messages_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"media_id" integer
  );
  
  CREATE TABLE "_principal_messages_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_name" varchar,
  	"version_category" varchar,
  	"version_message" jsonb,
  	"version_school_id" integer,
  	"version_demo" boolean DEFAULT false,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__principal_messages_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "_principal_messages_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"media_id" integer
  );
  
  CREATE TABLE "birthdays" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"class" varchar,
  	"school_id" integer,
  	"demo" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_birthdays_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "birthdays_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"media_id" integer
  );
  
  CREATE TABLE "_birthdays_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_name" varchar,
  	"version_class" varchar,
  	"version_school_id" integer,
  	"version_demo" boolean DEFAULT false,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__birthdays_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "_birthdays_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"media_id" integer
  );
  
  CREATE TABLE "highlights" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"school_id" integer,
  	"demo" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_highlights_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "highlights_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"media_id" integer
  );
  
  CREATE TABLE "_highlights_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar,
  	"version_school_id" integer,
  	"version_demo" boolean DEFAULT false,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__highlights_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "_highlights_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"media_id" integer
  );
  
  CREATE TABLE "online_registrations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"url" varchar,
  	"school_id" integer,
  	"demo" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_online_registrations_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "online_registrations_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"media_id" integer
  );
  
  CREATE TABLE "_online_registrations_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar,
  	"version_url" varchar,
  	"version_school_id" integer,
  	"version_demo" boolean DEFAULT false,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__online_registrations_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "_online_registrations_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"media_id" integer
  );
  
  CREATE TABLE "notification_popups" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"desc" varchar,
  	"url" varchar,
  	"url_title" varchar,
  	"school_id" integer,
  	"demo" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_notification_popups_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "notification_popups_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"media_id" integer
  );
  
  CREATE TABLE "_notification_popups_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar,
  	"version_desc" varchar,
  	"version_url" varchar,
  	"version_url_title" varchar,
  	"version_school_id" integer,
  	"version_demo" boolean DEFAULT false,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__notification_popups_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "_notification_popups_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"media_id" integer
  );
  
  CREATE TABLE "videos" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"date" timestamp(3) with time zone,
  	"video_url" varchar,
  	"school_id" integer,
  	"demo" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_videos_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "_videos_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar,
  	"version_date" timestamp(3) with time zone,
  	"version_video_url" varchar,
  	"version_school_id" integer,
  	"version_demo" boolean DEFAULT false,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__videos_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "pages_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar NOT NULL
  );
  
  CREATE TABLE "pages_facts" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL,
  	"value" varchar
  );
  
  CREATE TABLE "pages" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"route" "enum_pages_route" NOT NULL,
  	"title" varchar NOT NULL,
  	"body" jsonb,
  	"list_title" varchar,
  	"closing" jsonb,
  	"image_id" integer,
  	"school_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "faculty" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"sl_no" numeric NOT NULL,
  	"name" varchar NOT NULL,
  	"qualification" varchar,
  	"designation" varchar NOT NULL,
  	"date_of_joining" timestamp(3) with time zone,
  	"school_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "trust_members" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"sl_no" numeric NOT NULL,
  	"name" varchar NOT NULL,
  	"designation" "enum_trust_members_designation" NOT NULL,
  	"age" numeric,
  	"phone" varchar,
  	"school_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "disclosures_saras_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL,
  	"file_id" integer,
  	"url" varchar
  );
  
  CREATE TABLE "disclosures_general_information" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL,
  	"value" varchar
  );
  
  CREATE TABLE "disclosures_documents" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL,
  	"file_id" integer,
  	"url" varchar
  );
  
  CREATE TABLE "disclosures_academics" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL,
  	"file_id" integer,
  	"url" varchar
  );
  
  CREATE TABLE "disclosures_results" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"year" numeric NOT NULL,
  	"registered" numeric NOT NULL,
  	"passed" numeric NOT NULL,
  	"remarks" varchar
  );
  
  CREATE TABLE "disclosures_staff" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL,
  	"value" varchar
  );
  
  CREATE TABLE "disclosures_infrastructure" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL,
  	"value" varchar
  );
  
  CREATE TABLE "disclosures" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar DEFAULT 'Mandatory Public Disclosure' NOT NULL,
  	"inspection_video_url" varchar,
  	"school_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "schools_social" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"platform" "enum_schools_social_platform" NOT NULL,
  	"url" varchar NOT NULL
  );
  
  CREATE TABLE "schools" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"code" varchar NOT NULL,
  	"name" varchar NOT NULL,
  	"town" varchar NOT NULL,
  	"founded_year" numeric,
  	"founded_by" varchar,
  	"affiliation" varchar,
  	"tagline" varchar,
  	"logo_id" integer,
  	"colors_primary" varchar DEFAULT '#1d3f72',
  	"colors_accent" varchar DEFAULT '#c8102e',
  	"copyright_holder" varchar,
  	"address_line1" varchar NOT NULL,
  	"address_line2" varchar,
  	"address_district" varchar,
  	"address_state" varchar DEFAULT 'Kerala',
  	"address_pin_code" varchar,
  	"phone" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"maps_link" varchar,
  	"maps_embed_url" varchar,
  	"parent_portal_url" varchar,
  	"online_registration_url" varchar,
  	"app_links_android" varchar,
  	"app_links_ios" varchar,
  	"documents_syllabus_id" integer,
  	"documents_annual_report_id" integer,
  	"documents_public_disclosure_id" integer,
  	"admission_session" varchar DEFAULT '2025-2026' NOT NULL,
  	"admission_open" boolean DEFAULT false,
  	"seeded_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "media" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"alt" varchar,
  	"school_id" integer,
  	"demo" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric,
  	"sizes_thumbnail_url" varchar,
  	"sizes_thumbnail_width" numeric,
  	"sizes_thumbnail_height" numeric,
  	"sizes_thumbnail_mime_type" varchar,
  	"sizes_thumbnail_filesize" numeric,
  	"sizes_thumbnail_filename" varchar,
  	"sizes_card_url" varchar,
  	"sizes_card_width" numeric,
  	"sizes_card_height" numeric,
  	"sizes_card_mime_type" varchar,
  	"sizes_card_filesize" numeric,
  	"sizes_card_filename" varchar,
  	"sizes_wide_url" varchar,
  	"sizes_wide_width" numeric,
  	"sizes_wide_height" numeric,
  	"sizes_wide_mime_type" varchar,
  	"sizes_wide_filesize" numeric,
  	"sizes_wide_filename" varchar
  );
  
  CREATE TABLE "private_files" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"school_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric
  );
  
  CREATE TABLE "transfer_certificates" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"admission_no" varchar NOT NULL,
  	"student_name" varchar NOT NULL,
  	"file_id" integer NOT NULL,
  	"school_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "tc_requests" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"admission" varchar NOT NULL,
  	"found" boolean DEFAULT false,
  	"status" "enum_tc_requests_status" DEFAULT 'new' NOT NULL,
  	"school_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "contact_messages" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"phone" varchar NOT NULL,
  	"subject" varchar NOT NULL,
  	"message" varchar NOT NULL,
  	"status" "enum_contact_messages_status" DEFAULT 'new' NOT NULL,
  	"school_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "career_applications_qualification1" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"qualification" varchar NOT NULL,
  	"subject" varchar NOT NULL,
  	"how_know" varchar NOT NULL,
  	"rate" varchar NOT NULL,
  	"school" varchar NOT NULL
  );
  
  CREATE TABLE "career_applications" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"mail_type" "enum_career_applications_mail_type" NOT NULL,
  	"address" varchar NOT NULL,
  	"dob" timestamp(3) with time zone NOT NULL,
  	"email" varchar NOT NULL,
  	"phone" varchar NOT NULL,
  	"father_name" varchar NOT NULL,
  	"school1" varchar NOT NULL,
  	"profession" varchar NOT NULL,
  	"experience" varchar NOT NULL,
  	"attachments_id" integer NOT NULL,
  	"status" "enum_career_applications_status" DEFAULT 'new' NOT NULL,
  	"school_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "admission_registrations_siblings" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"class" varchar NOT NULL
  );
  
  CREATE TABLE "admission_registrations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"session" varchar,
  	"name" varchar NOT NULL,
  	"gender" "enum_admission_registrations_gender" NOT NULL,
  	"dob" timestamp(3) with time zone NOT NULL,
  	"religion" varchar NOT NULL,
  	"address" varchar,
  	"category" "enum_admission_registrations_category" NOT NULL,
  	"aadhar_card_details" varchar,
  	"address1" varchar NOT NULL,
  	"phone2" varchar NOT NULL,
  	"father_name" varchar NOT NULL,
  	"profession" varchar NOT NULL,
  	"phone" varchar NOT NULL,
  	"email" varchar,
  	"mother_name" varchar NOT NULL,
  	"profession1" varchar NOT NULL,
  	"phone1" varchar NOT NULL,
  	"email1" varchar,
  	"has_siblings" boolean DEFAULT false,
  	"declaration" boolean DEFAULT false NOT NULL,
  	"status" "enum_admission_registrations_status" DEFAULT 'new' NOT NULL,
  	"school_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "users_sessions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"created_at" timestamp(3) with time zone,
  	"expires_at" timestamp(3) with time zone NOT NULL
  );
  
  CREATE TABLE "users" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"role" "enum_users_role" DEFAULT 'editor' NOT NULL,
  	"school_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"email" varchar NOT NULL,
  	"reset_password_token" varchar,
  	"reset_password_expiration" timestamp(3) with time zone,
  	"salt" varchar,
  	"hash" varchar,
  	"reset_password_requested_at" timestamp(3) with time zone,
  	"login_attempts" numeric DEFAULT 0,
  	"lock_until" timestamp(3) with time zone
  );
  
  CREATE TABLE "payload_kv" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"data" jsonb NOT NULL
  );
  
  CREATE TABLE "payload_locked_documents" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"global_slug" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_locked_documents_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"news_id" integer,
  	"events_id" integer,
  	"gallery_id" integer,
  	"toppers_id" integer,
  	"principal_messages_id" integer,
  	"birthdays_id" integer,
  	"highlights_id" integer,
  	"online_registrations_id" integer,
  	"notification_popups_id" integer,
  	"videos_id" integer,
  	"pages_id" integer,
  	"faculty_id" integer,
  	"trust_members_id" integer,
  	"disclosures_id" integer,
  	"schools_id" integer,
  	"media_id" integer,
  	"private_files_id" integer,
  	"transfer_certificates_id" integer,
  	"tc_requests_id" integer,
  	"contact_messages_id" integer,
  	"career_applications_id" integer,
  	"admission_registrations_id" integer,
  	"users_id" integer
  );
  
  CREATE TABLE "payload_preferences" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar,
  	"value" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_preferences_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"users_id" integer
  );
  
  CREATE TABLE "payload_migrations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"batch" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "news" ADD CONSTRAINT "news_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "news_rels" ADD CONSTRAINT "news_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."news"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "news_rels" ADD CONSTRAINT "news_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_news_v" ADD CONSTRAINT "_news_v_parent_id_news_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."news"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_news_v" ADD CONSTRAINT "_news_v_version_school_id_schools_id_fk" FOREIGN KEY ("version_school_id") REFERENCES "public"."schools"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_news_v_rels" ADD CONSTRAINT "_news_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_news_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_news_v_rels" ADD CONSTRAINT "_news_v_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "events" ADD CONSTRAINT "events_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "events_rels" ADD CONSTRAINT "events_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "events_rels" ADD CONSTRAINT "events_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_events_v" ADD CONSTRAINT "_events_v_parent_id_events_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."events"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_events_v" ADD CONSTRAINT "_events_v_version_school_id_schools_id_fk" FOREIGN KEY ("version_school_id") REFERENCES "public"."schools"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_events_v_rels" ADD CONSTRAINT "_events_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_events_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_events_v_rels" ADD CONSTRAINT "_events_v_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "gallery" ADD CONSTRAINT "gallery_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "gallery_rels" ADD CONSTRAINT "gallery_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."gallery"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "gallery_rels" ADD CONSTRAINT "gallery_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_gallery_v" ADD CONSTRAINT "_gallery_v_parent_id_gallery_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."gallery"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_gallery_v" ADD CONSTRAINT "_gallery_v_version_school_id_schools_id_fk" FOREIGN KEY ("version_school_id") REFERENCES "public"."schools"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_gallery_v_rels" ADD CONSTRAINT "_gallery_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_gallery_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_gallery_v_rels" ADD CONSTRAINT "_gallery_v_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "toppers" ADD CONSTRAINT "toppers_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "toppers_rels" ADD CONSTRAINT "toppers_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."toppers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "toppers_rels" ADD CONSTRAINT "toppers_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_toppers_v" ADD CONSTRAINT "_toppers_v_parent_id_toppers_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."toppers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_toppers_v" ADD CONSTRAINT "_toppers_v_version_school_id_schools_id_fk" FOREIGN KEY ("version_school_id") REFERENCES "public"."schools"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_toppers_v_rels" ADD CONSTRAINT "_toppers_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_toppers_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_toppers_v_rels" ADD CONSTRAINT "_toppers_v_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "principal_messages" ADD CONSTRAINT "principal_messages_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "principal_messages_rels" ADD CONSTRAINT "principal_messages_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."principal_messages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "principal_messages_rels" ADD CONSTRAINT "principal_messages_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_principal_messages_v" ADD CONSTRAINT "_principal_messages_v_parent_id_principal_messages_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."principal_messages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_principal_messages_v" ADD CONSTRAINT "_principal_messages_v_version_school_id_schools_id_fk" FOREIGN KEY ("version_school_id") REFERENCES "public"."schools"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_principal_messages_v_rels" ADD CONSTRAINT "_principal_messages_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_principal_messages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_principal_messages_v_rels" ADD CONSTRAINT "_principal_messages_v_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "birthdays" ADD CONSTRAINT "birthdays_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "birthdays_rels" ADD CONSTRAINT "birthdays_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."birthdays"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "birthdays_rels" ADD CONSTRAINT "birthdays_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_birthdays_v" ADD CONSTRAINT "_birthdays_v_parent_id_birthdays_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."birthdays"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_birthdays_v" ADD CONSTRAINT "_birthdays_v_version_school_id_schools_id_fk" FOREIGN KEY ("version_school_id") REFERENCES "public"."schools"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_birthdays_v_rels" ADD CONSTRAINT "_birthdays_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_birthdays_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_birthdays_v_rels" ADD CONSTRAINT "_birthdays_v_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "highlights" ADD CONSTRAINT "highlights_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "highlights_rels" ADD CONSTRAINT "highlights_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."highlights"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "highlights_rels" ADD CONSTRAINT "highlights_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_highlights_v" ADD CONSTRAINT "_highlights_v_parent_id_highlights_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."highlights"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_highlights_v" ADD CONSTRAINT "_highlights_v_version_school_id_schools_id_fk" FOREIGN KEY ("version_school_id") REFERENCES "public"."schools"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_highlights_v_rels" ADD CONSTRAINT "_highlights_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_highlights_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_highlights_v_rels" ADD CONSTRAINT "_highlights_v_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "online_registrations" ADD CONSTRAINT "online_registrations_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "online_registrations_rels" ADD CONSTRAINT "online_registrations_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."online_registrations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "online_registrations_rels" ADD CONSTRAINT "online_registrations_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_online_registrations_v" ADD CONSTRAINT "_online_registrations_v_parent_id_online_registrations_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."online_registrations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_online_registrations_v" ADD CONSTRAINT "_online_registrations_v_version_school_id_schools_id_fk" FOREIGN KEY ("version_school_id") REFERENCES "public"."schools"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_online_registrations_v_rels" ADD CONSTRAINT "_online_registrations_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_online_registrations_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_online_registrations_v_rels" ADD CONSTRAINT "_online_registrations_v_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "notification_popups" ADD CONSTRAINT "notification_popups_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "notification_popups_rels" ADD CONSTRAINT "notification_popups_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."notification_popups"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "notification_popups_rels" ADD CONSTRAINT "notification_popups_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_notification_popups_v" ADD CONSTRAINT "_notification_popups_v_parent_id_notification_popups_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."notification_popups"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_notification_popups_v" ADD CONSTRAINT "_notification_popups_v_version_school_id_schools_id_fk" FOREIGN KEY ("version_school_id") REFERENCES "public"."schools"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_notification_popups_v_rels" ADD CONSTRAINT "_notification_popups_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_notification_popups_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_notification_popups_v_rels" ADD CONSTRAINT "_notification_popups_v_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "videos" ADD CONSTRAINT "videos_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_videos_v" ADD CONSTRAINT "_videos_v_parent_id_videos_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."videos"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_videos_v" ADD CONSTRAINT "_videos_v_version_school_id_schools_id_fk" FOREIGN KEY ("version_school_id") REFERENCES "public"."schools"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_items" ADD CONSTRAINT "pages_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_facts" ADD CONSTRAINT "pages_facts_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages" ADD CONSTRAINT "pages_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages" ADD CONSTRAINT "pages_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "faculty" ADD CONSTRAINT "faculty_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "trust_members" ADD CONSTRAINT "trust_members_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "disclosures_saras_links" ADD CONSTRAINT "disclosures_saras_links_file_id_media_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "disclosures_saras_links" ADD CONSTRAINT "disclosures_saras_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."disclosures"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "disclosures_general_information" ADD CONSTRAINT "disclosures_general_information_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."disclosures"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "disclosures_documents" ADD CONSTRAINT "disclosures_documents_file_id_media_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "disclosures_documents" ADD CONSTRAINT "disclosures_documents_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."disclosures"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "disclosures_academics" ADD CONSTRAINT "disclosures_academics_file_id_media_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "disclosures_academics" ADD CONSTRAINT "disclosures_academics_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."disclosures"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "disclosures_results" ADD CONSTRAINT "disclosures_results_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."disclosures"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "disclosures_staff" ADD CONSTRAINT "disclosures_staff_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."disclosures"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "disclosures_infrastructure" ADD CONSTRAINT "disclosures_infrastructure_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."disclosures"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "disclosures" ADD CONSTRAINT "disclosures_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "schools_social" ADD CONSTRAINT "schools_social_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "schools" ADD CONSTRAINT "schools_logo_id_media_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "schools" ADD CONSTRAINT "schools_documents_syllabus_id_media_id_fk" FOREIGN KEY ("documents_syllabus_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "schools" ADD CONSTRAINT "schools_documents_annual_report_id_media_id_fk" FOREIGN KEY ("documents_annual_report_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "schools" ADD CONSTRAINT "schools_documents_public_disclosure_id_media_id_fk" FOREIGN KEY ("documents_public_disclosure_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "media" ADD CONSTRAINT "media_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "private_files" ADD CONSTRAINT "private_files_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "transfer_certificates" ADD CONSTRAINT "transfer_certificates_file_id_private_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."private_files"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "transfer_certificates" ADD CONSTRAINT "transfer_certificates_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "tc_requests" ADD CONSTRAINT "tc_requests_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "career_applications_qualification1" ADD CONSTRAINT "career_applications_qualification1_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."career_applications"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "career_applications" ADD CONSTRAINT "career_applications_attachments_id_private_files_id_fk" FOREIGN KEY ("attachments_id") REFERENCES "public"."private_files"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "career_applications" ADD CONSTRAINT "career_applications_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "admission_registrations_siblings" ADD CONSTRAINT "admission_registrations_siblings_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."admission_registrations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "admission_registrations" ADD CONSTRAINT "admission_registrations_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "users_sessions" ADD CONSTRAINT "users_sessions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "users" ADD CONSTRAINT "users_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_locked_documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_news_fk" FOREIGN KEY ("news_id") REFERENCES "public"."news"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_events_fk" FOREIGN KEY ("events_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_gallery_fk" FOREIGN KEY ("gallery_id") REFERENCES "public"."gallery"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_toppers_fk" FOREIGN KEY ("toppers_id") REFERENCES "public"."toppers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_principal_messages_fk" FOREIGN KEY ("principal_messages_id") REFERENCES "public"."principal_messages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_birthdays_fk" FOREIGN KEY ("birthdays_id") REFERENCES "public"."birthdays"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_highlights_fk" FOREIGN KEY ("highlights_id") REFERENCES "public"."highlights"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_online_registrations_fk" FOREIGN KEY ("online_registrations_id") REFERENCES "public"."online_registrations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_notification_popups_fk" FOREIGN KEY ("notification_popups_id") REFERENCES "public"."notification_popups"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_videos_fk" FOREIGN KEY ("videos_id") REFERENCES "public"."videos"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_pages_fk" FOREIGN KEY ("pages_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_faculty_fk" FOREIGN KEY ("faculty_id") REFERENCES "public"."faculty"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_trust_members_fk" FOREIGN KEY ("trust_members_id") REFERENCES "public"."trust_members"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_disclosures_fk" FOREIGN KEY ("disclosures_id") REFERENCES "public"."disclosures"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_schools_fk" FOREIGN KEY ("schools_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_private_files_fk" FOREIGN KEY ("private_files_id") REFERENCES "public"."private_files"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_transfer_certificates_fk" FOREIGN KEY ("transfer_certificates_id") REFERENCES "public"."transfer_certificates"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_tc_requests_fk" FOREIGN KEY ("tc_requests_id") REFERENCES "public"."tc_requests"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_contact_messages_fk" FOREIGN KEY ("contact_messages_id") REFERENCES "public"."contact_messages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_career_applications_fk" FOREIGN KEY ("career_applications_id") REFERENCES "public"."career_applications"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_admission_registrations_fk" FOREIGN KEY ("admission_registrations_id") REFERENCES "public"."admission_registrations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_preferences"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "news_from_date_idx" ON "news" USING btree ("from_date");
  CREATE INDEX "news_school_idx" ON "news" USING btree ("school_id");
  CREATE INDEX "news_demo_idx" ON "news" USING btree ("demo");
  CREATE INDEX "news_updated_at_idx" ON "news" USING btree ("updated_at");
  CREATE INDEX "news_created_at_idx" ON "news" USING btree ("created_at");
  CREATE INDEX "news__status_idx" ON "news" USING btree ("_status");
  CREATE INDEX "news_rels_order_idx" ON "news_rels" USING btree ("order");
  CREATE INDEX "news_rels_parent_idx" ON "news_rels" USING btree ("parent_id");
  CREATE INDEX "news_rels_path_idx" ON "news_rels" USING btree ("path");
  CREATE INDEX "news_rels_media_id_idx" ON "news_rels" USING btree ("media_id");
  CREATE INDEX "_news_v_parent_idx" ON "_news_v" USING btree ("parent_id");
  CREATE INDEX "_news_v_version_version_from_date_idx" ON "_news_v" USING btree ("version_from_date");
  CREATE INDEX "_news_v_version_version_school_idx" ON "_news_v" USING btree ("version_school_id");
  CREATE INDEX "_news_v_version_version_demo_idx" ON "_news_v" USING btree ("version_demo");
  CREATE INDEX "_news_v_version_version_updated_at_idx" ON "_news_v" USING btree ("version_updated_at");
  CREATE INDEX "_news_v_version_version_created_at_idx" ON "_news_v" USING btree ("version_created_at");
  CREATE INDEX "_news_v_version_version__status_idx" ON "_news_v" USING btree ("version__status");
  CREATE INDEX "_news_v_created_at_idx" ON "_news_v" USING btree ("created_at");
  CREATE INDEX "_news_v_updated_at_idx" ON "_news_v" USING btree ("updated_at");
  CREATE INDEX "_news_v_latest_idx" ON "_news_v" USING btree ("latest");
  CREATE INDEX "_news_v_rels_order_idx" ON "_news_v_rels" USING btree ("order");
  CREATE INDEX "_news_v_rels_parent_idx" ON "_news_v_rels" USING btree ("parent_id");
  CREATE INDEX "_news_v_rels_path_idx" ON "_news_v_rels" USING btree ("path");
  CREATE INDEX "_news_v_rels_media_id_idx" ON "_news_v_rels" USING btree ("media_id");
  CREATE INDEX "events_date_idx" ON "events" USING btree ("date");
  CREATE INDEX "events_school_idx" ON "events" USING btree ("school_id");
  CREATE INDEX "events_demo_idx" ON "events" USING btree ("demo");
  CREATE INDEX "events_updated_at_idx" ON "events" USING btree ("updated_at");
  CREATE INDEX "events_created_at_idx" ON "events" USING btree ("created_at");
  CREATE INDEX "events__status_idx" ON "events" USING btree ("_status");
  CREATE INDEX "events_rels_order_idx" ON "events_rels" USING btree ("order");
  CREATE INDEX "events_rels_parent_idx" ON "events_rels" USING btree ("parent_id");
  CREATE INDEX "events_rels_path_idx" ON "events_rels" USING btree ("path");
  CREATE INDEX "events_rels_media_id_idx" ON "events_rels" USING btree ("media_id");
  CREATE INDEX "_events_v_parent_idx" ON "_events_v" USING btree ("parent_id");
  CREATE INDEX "_events_v_version_version_date_idx" ON "_events_v" USING btree ("version_date");
  CREATE INDEX "_events_v_version_version_school_idx" ON "_events_v" USING btree ("version_school_id");
  CREATE INDEX "_events_v_version_version_demo_idx" ON "_events_v" USING btree ("version_demo");
  CREATE INDEX "_events_v_version_version_updated_at_idx" ON "_events_v" USING btree ("version_updated_at");
  CREATE INDEX "_events_v_version_version_created_at_idx" ON "_events_v" USING btree ("version_created_at");
  CREATE INDEX "_events_v_version_version__status_idx" ON "_events_v" USING btree ("version__status");
  CREATE INDEX "_events_v_created_at_idx" ON "_events_v" USING btree ("created_at");
  CREATE INDEX "_events_v_updated_at_idx" ON "_events_v" USING btree ("updated_at");
  CREATE INDEX "_events_v_latest_idx" ON "_events_v" USING btree ("latest");
  CREATE INDEX "_events_v_rels_order_idx" ON "_events_v_rels" USING btree ("order");
  CREATE INDEX "_events_v_rels_parent_idx" ON "_events_v_rels" USING btree ("parent_id");
  CREATE INDEX "_events_v_rels_path_idx" ON "_events_v_rels" USING btree ("path");
  CREATE INDEX "_events_v_rels_media_id_idx" ON "_events_v_rels" USING btree ("media_id");
  CREATE INDEX "gallery_date_idx" ON "gallery" USING btree ("date");
  CREATE INDEX "gallery_category_idx" ON "gallery" USING btree ("category");
  CREATE INDEX "gallery_school_idx" ON "gallery" USING btree ("school_id");
  CREATE INDEX "gallery_demo_idx" ON "gallery" USING btree ("demo");
  CREATE INDEX "gallery_updated_at_idx" ON "gallery" USING btree ("updated_at");
  CREATE INDEX "gallery_created_at_idx" ON "gallery" USING btree ("created_at");
  CREATE INDEX "gallery__status_idx" ON "gallery" USING btree ("_status");
  CREATE INDEX "gallery_rels_order_idx" ON "gallery_rels" USING btree ("order");
  CREATE INDEX "gallery_rels_parent_idx" ON "gallery_rels" USING btree ("parent_id");
  CREATE INDEX "gallery_rels_path_idx" ON "gallery_rels" USING btree ("path");
  CREATE INDEX "gallery_rels_media_id_idx" ON "gallery_rels" USING btree ("media_id");
  CREATE INDEX "_gallery_v_parent_idx" ON "_gallery_v" USING btree ("parent_id");
  CREATE INDEX "_gallery_v_version_version_date_idx" ON "_gallery_v" USING btree ("version_date");
  CREATE INDEX "_gallery_v_version_version_category_idx" ON "_gallery_v" USING btree ("version_category");
  CREATE INDEX "_gallery_v_version_version_school_idx" ON "_gallery_v" USING btree ("version_school_id");
  CREATE INDEX "_gallery_v_version_version_demo_idx" ON "_gallery_v" USING btree ("version_demo");
  CREATE INDEX "_gallery_v_version_version_updated_at_idx" ON "_gallery_v" USING btree ("version_updated_at");
  CREATE INDEX "_gallery_v_version_version_created_at_idx" ON "_gallery_v" USING btree ("version_created_at");
  CREATE INDEX "_gallery_v_version_version__status_idx" ON "_gallery_v" USING btree ("version__status");
  CREATE INDEX "_gallery_v_created_at_idx" ON "_gallery_v" USING btree ("created_at");
  CREATE INDEX "_gallery_v_updated_at_idx" ON "_gallery_v" USING btree ("updated_at");
  CREATE INDEX "_gallery_v_latest_idx" ON "_gallery_v" USING btree ("latest");
  CREATE INDEX "_gallery_v_rels_order_idx" ON "_gallery_v_rels" USING btree ("order");
  CREATE INDEX "_gallery_v_rels_parent_idx" ON "_gallery_v_rels" USING btree ("parent_id");
  CREATE INDEX "_gallery_v_rels_path_idx" ON "_gallery_v_rels" USING btree ("path");
  CREATE INDEX "_gallery_v_rels_media_id_idx" ON "_gallery_v_rels" USING btree ("media_id");
  CREATE INDEX "toppers_class_idx" ON "toppers" USING btree ("class");
  CREATE INDEX "toppers_division_idx" ON "toppers" USING btree ("division");
  CREATE INDEX "toppers_session_year_idx" ON "toppers" USING btree ("session_year");
  CREATE INDEX "toppers_school_idx" ON "toppers" USING btree ("school_id");
  CREATE INDEX "toppers_demo_idx" ON "toppers" USING btree ("demo");
  CREATE INDEX "toppers_updated_at_idx" ON "toppers" USING btree ("updated_at");
  CREATE INDEX "toppers_created_at_idx" ON "toppers" USING btree ("created_at");
  CREATE INDEX "toppers__status_idx" ON "toppers" USING btree ("_status");
  CREATE INDEX "toppers_rels_order_idx" ON "toppers_rels" USING btree ("order");
  CREATE INDEX "toppers_rels_parent_idx" ON "toppers_rels" USING btree ("parent_id");
  CREATE INDEX "toppers_rels_path_idx" ON "toppers_rels" USING btree ("path");
  CREATE INDEX "toppers_rels_media_id_idx" ON "toppers_rels" USING btree ("media_id");
  CREATE INDEX "_toppers_v_parent_idx" ON "_toppers_v" USING btree ("parent_id");
  CREATE INDEX "_toppers_v_version_version_class_idx" ON "_toppers_v" USING btree ("version_class");
  CREATE INDEX "_toppers_v_version_version_division_idx" ON "_toppers_v" USING btree ("version_division");
  CREATE INDEX "_toppers_v_version_version_session_year_idx" ON "_toppers_v" USING btree ("version_session_year");
  CREATE INDEX "_toppers_v_version_version_school_idx" ON "_toppers_v" USING btree ("version_school_id");
  CREATE INDEX "_toppers_v_version_version_demo_idx" ON "_toppers_v" USING btree ("version_demo");
  CREATE INDEX "_toppers_v_version_version_updated_at_idx" ON "_toppers_v" USING btree ("version_updated_at");
  CREATE INDEX "_toppers_v_version_version_created_at_idx" ON "_toppers_v" USING btree ("version_created_at");
  CREATE INDEX "_toppers_v_version_version__status_idx" ON "_toppers_v" USING btree ("version__status");
  CREATE INDEX "_toppers_v_created_at_idx" ON "_toppers_v" USING btree ("created_at");
  CREATE INDEX "_toppers_v_updated_at_idx" ON "_toppers_v" USING btree ("updated_at");
  CREATE INDEX "_toppers_v_latest_idx" ON "_toppers_v" USING btree ("latest");
  CREATE INDEX "_toppers_v_rels_order_idx" ON "_toppers_v_rels" USING btree ("order");
  CREATE INDEX "_toppers_v_rels_parent_idx" ON "_toppers_v_rels" USING btree ("parent_id");
  CREATE INDEX "_toppers_v_rels_path_idx" ON "_toppers_v_rels" USING btree ("path");
  CREATE INDEX "_toppers_v_rels_media_id_idx" ON "_toppers_v_rels" USING btree ("media_id");
  CREATE INDEX "principal_messages_school_idx" ON "principal_messages" USING btree ("school_id");
  CREATE INDEX "principal_messages_demo_idx" ON "principal_messages" USING btree ("demo");
  CREATE INDEX "principal_messages_updated_at_idx" ON "principal_messages" USING btree ("updated_at");
  CREATE INDEX "principal_messages_created_at_idx" ON "principal_messages" USING btree ("created_at");
  CREATE INDEX "principal_messages__status_idx" ON "principal_messages" USING btree ("_status");
  CREATE INDEX "principal_messages_rels_order_idx" ON "principal_messages_rels" USING btree ("order");
  CREATE INDEX "principal_messages_rels_parent_idx" ON "principal_messages_rels" USING btree ("parent_id");
  CREATE INDEX "principal_messages_rels_path_idx" ON "principal_messages_rels" USING btree ("path");
  CREATE INDEX "principal_messages_rels_media_id_idx" ON "principal_messages_rels" USING btree ("media_id");
  CREATE INDEX "_principal_messages_v_parent_idx" ON "_principal_messages_v" USING btree ("parent_id");
  CREATE INDEX "_principal_messages_v_version_version_school_idx" ON "_principal_messages_v" USING btree ("version_school_id");
  CREATE INDEX "_principal_messages_v_version_version_demo_idx" ON "_principal_messages_v" USING btree ("version_demo");
  CREATE INDEX "_principal_messages_v_version_version_updated_at_idx" ON "_principal_messages_v" USING btree ("version_updated_at");
  CREATE INDEX "_principal_messages_v_version_version_created_at_idx" ON "_principal_messages_v" USING btree ("version_created_at");
  CREATE INDEX "_principal_messages_v_version_version__status_idx" ON "_principal_messages_v" USING btree ("version__status");
  CREATE INDEX "_principal_messages_v_created_at_idx" ON "_principal_messages_v" USING btree ("created_at");
  CREATE INDEX "_principal_messages_v_updated_at_idx" ON "_principal_messages_v" USING btree ("updated_at");
  CREATE INDEX "_principal_messages_v_latest_idx" ON "_principal_messages_v" USING btree ("latest");
  CREATE INDEX "_principal_messages_v_rels_order_idx" ON "_principal_messages_v_rels" USING btree ("order");
  CREATE INDEX "_principal_messages_v_rels_parent_idx" ON "_principal_messages_v_rels" USING btree ("parent_id");
  CREATE INDEX "_principal_messages_v_rels_path_idx" ON "_principal_messages_v_rels" USING btree ("path");
  CREATE INDEX "_principal_messages_v_rels_media_id_idx" ON "_principal_messages_v_rels" USING btree ("media_id");
  CREATE INDEX "birthdays_school_idx" ON "birthdays" USING btree ("school_id");
  CREATE INDEX "birthdays_demo_idx" ON "birthdays" USING btree ("demo");
  CREATE INDEX "birthdays_updated_at_idx" ON "birthdays" USING btree ("updated_at");
  CREATE INDEX "birthdays_created_at_idx" ON "birthdays" USING btree ("created_at");
  CREATE INDEX "birthdays__status_idx" ON "birthdays" USING btree ("_status");
  CREATE INDEX "birthdays_rels_order_idx" ON "birthdays_rels" USING btree ("order");
  CREATE INDEX "birthdays_rels_parent_idx" ON "birthdays_rels" USING btree ("parent_id");
  CREATE INDEX "birthdays_rels_path_idx" ON "birthdays_rels" USING btree ("path");
  CREATE INDEX "birthdays_rels_media_id_idx" ON "birthdays_rels" USING btree ("media_id");
  CREATE INDEX "_birthdays_v_parent_idx" ON "_birthdays_v" USING btree ("parent_id");
  CREATE INDEX "_birthdays_v_version_version_school_idx" ON "_birthdays_v" USING btree ("version_school_id");
  CREATE INDEX "_birthdays_v_version_version_demo_idx" ON "_birthdays_v" USING btree ("version_demo");
  CREATE INDEX "_birthdays_v_version_version_updated_at_idx" ON "_birthdays_v" USING btree ("version_updated_at");
  CREATE INDEX "_birthdays_v_version_version_created_at_idx" ON "_birthdays_v" USING btree ("version_created_at");
  CREATE INDEX "_birthdays_v_version_version__status_idx" ON "_birthdays_v" USING btree ("version__status");
  CREATE INDEX "_birthdays_v_created_at_idx" ON "_birthdays_v" USING btree ("created_at");
  CREATE INDEX "_birthdays_v_updated_at_idx" ON "_birthdays_v" USING btree ("updated_at");
  CREATE INDEX "_birthdays_v_latest_idx" ON "_birthdays_v" USING btree ("latest");
  CREATE INDEX "_birthdays_v_rels_order_idx" ON "_birthdays_v_rels" USING btree ("order");
  CREATE INDEX "_birthdays_v_rels_parent_idx" ON "_birthdays_v_rels" USING btree ("parent_id");
  CREATE INDEX "_birthdays_v_rels_path_idx" ON "_birthdays_v_rels" USING btree ("path");
  CREATE INDEX "_birthdays_v_rels_media_id_idx" ON "_birthdays_v_rels" USING btree ("media_id");
  CREATE INDEX "highlights_school_idx" ON "highlights" USING btree ("school_id");
  CREATE INDEX "highlights_demo_idx" ON "highlights" USING btree ("demo");
  CREATE INDEX "highlights_updated_at_idx" ON "highlights" USING btree ("updated_at");
  CREATE INDEX "highlights_created_at_idx" ON "highlights" USING btree ("created_at");
  CREATE INDEX "highlights__status_idx" ON "highlights" USING btree ("_status");
  CREATE INDEX "highlights_rels_order_idx" ON "highlights_rels" USING btree ("order");
  CREATE INDEX "highlights_rels_parent_idx" ON "highlights_rels" USING btree ("parent_id");
  CREATE INDEX "highlights_rels_path_idx" ON "highlights_rels" USING btree ("path");
  CREATE INDEX "highlights_rels_media_id_idx" ON "highlights_rels" USING btree ("media_id");
  CREATE INDEX "_highlights_v_parent_idx" ON "_highlights_v" USING btree ("parent_id");
  CREATE INDEX "_highlights_v_version_version_school_idx" ON "_highlights_v" USING btree ("version_school_id");
  CREATE INDEX "_highlights_v_version_version_demo_idx" ON "_highlights_v" USING btree ("version_demo");
  CREATE INDEX "_highlights_v_version_version_updated_at_idx" ON "_highlights_v" USING btree ("version_updated_at");
  CREATE INDEX "_highlights_v_version_version_created_at_idx" ON "_highlights_v" USING btree ("version_created_at");
  CREATE INDEX "_highlights_v_version_version__status_idx" ON "_highlights_v" USING btree ("version__status");
  CREATE INDEX "_highlights_v_created_at_idx" ON "_highlights_v" USING btree ("created_at");
  CREATE INDEX "_highlights_v_updated_at_idx" ON "_highlights_v" USING btree ("updated_at");
  CREATE INDEX "_highlights_v_latest_idx" ON "_highlights_v" USING btree ("latest");
  CREATE INDEX "_highlights_v_rels_order_idx" ON "_highlights_v_rels" USING btree ("order");
  CREATE INDEX "_highlights_v_rels_parent_idx" ON "_highlights_v_rels" USING btree ("parent_id");
  CREATE INDEX "_highlights_v_rels_path_idx" ON "_highlights_v_rels" USING btree ("path");
  CREATE INDEX "_highlights_v_rels_media_id_idx" ON "_highlights_v_rels" USING btree ("media_id");
  CREATE INDEX "online_registrations_school_idx" ON "online_registrations" USING btree ("school_id");
  CREATE INDEX "online_registrations_demo_idx" ON "online_registrations" USING btree ("demo");
  CREATE INDEX "online_registrations_updated_at_idx" ON "online_registrations" USING btree ("updated_at");
  CREATE INDEX "online_registrations_created_at_idx" ON "online_registrations" USING btree ("created_at");
  CREATE INDEX "online_registrations__status_idx" ON "online_registrations" USING btree ("_status");
  CREATE INDEX "online_registrations_rels_order_idx" ON "online_registrations_rels" USING btree ("order");
  CREATE INDEX "online_registrations_rels_parent_idx" ON "online_registrations_rels" USING btree ("parent_id");
  CREATE INDEX "online_registrations_rels_path_idx" ON "online_registrations_rels" USING btree ("path");
  CREATE INDEX "online_registrations_rels_media_id_idx" ON "online_registrations_rels" USING btree ("media_id");
  CREATE INDEX "_online_registrations_v_parent_idx" ON "_online_registrations_v" USING btree ("parent_id");
  CREATE INDEX "_online_registrations_v_version_version_school_idx" ON "_online_registrations_v" USING btree ("version_school_id");
  CREATE INDEX "_online_registrations_v_version_version_demo_idx" ON "_online_registrations_v" USING btree ("version_demo");
  CREATE INDEX "_online_registrations_v_version_version_updated_at_idx" ON "_online_registrations_v" USING btree ("version_updated_at");
  CREATE INDEX "_online_registrations_v_version_version_created_at_idx" ON "_online_registrations_v" USING btree ("version_created_at");
  CREATE INDEX "_online_registrations_v_version_version__status_idx" ON "_online_registrations_v" USING btree ("version__status");
  CREATE INDEX "_online_registrations_v_created_at_idx" ON "_online_registrations_v" USING btree ("created_at");
  CREATE INDEX "_online_registrations_v_updated_at_idx" ON "_online_registrations_v" USING btree ("updated_at");
  CREATE INDEX "_online_registrations_v_latest_idx" ON "_online_registrations_v" USING btree ("latest");
  CREATE INDEX "_online_registrations_v_rels_order_idx" ON "_online_registrations_v_rels" USING btree ("order");
  CREATE INDEX "_online_registrations_v_rels_parent_idx" ON "_online_registrations_v_rels" USING btree ("parent_id");
  CREATE INDEX "_online_registrations_v_rels_path_idx" ON "_online_registrations_v_rels" USING btree ("path");
  CREATE INDEX "_online_registrations_v_rels_media_id_idx" ON "_online_registrations_v_rels" USING btree ("media_id");
  CREATE INDEX "notification_popups_school_idx" ON "notification_popups" USING btree ("school_id");
  CREATE INDEX "notification_popups_demo_idx" ON "notification_popups" USING btree ("demo");
  CREATE INDEX "notification_popups_updated_at_idx" ON "notification_popups" USING btree ("updated_at");
  CREATE INDEX "notification_popups_created_at_idx" ON "notification_popups" USING btree ("created_at");
  CREATE INDEX "notification_popups__status_idx" ON "notification_popups" USING btree ("_status");
  CREATE INDEX "notification_popups_rels_order_idx" ON "notification_popups_rels" USING btree ("order");
  CREATE INDEX "notification_popups_rels_parent_idx" ON "notification_popups_rels" USING btree ("parent_id");
  CREATE INDEX "notification_popups_rels_path_idx" ON "notification_popups_rels" USING btree ("path");
  CREATE INDEX "notification_popups_rels_media_id_idx" ON "notification_popups_rels" USING btree ("media_id");
  CREATE INDEX "_notification_popups_v_parent_idx" ON "_notification_popups_v" USING btree ("parent_id");
  CREATE INDEX "_notification_popups_v_version_version_school_idx" ON "_notification_popups_v" USING btree ("version_school_id");
  CREATE INDEX "_notification_popups_v_version_version_demo_idx" ON "_notification_popups_v" USING btree ("version_demo");
  CREATE INDEX "_notification_popups_v_version_version_updated_at_idx" ON "_notification_popups_v" USING btree ("version_updated_at");
  CREATE INDEX "_notification_popups_v_version_version_created_at_idx" ON "_notification_popups_v" USING btree ("version_created_at");
  CREATE INDEX "_notification_popups_v_version_version__status_idx" ON "_notification_popups_v" USING btree ("version__status");
  CREATE INDEX "_notification_popups_v_created_at_idx" ON "_notification_popups_v" USING btree ("created_at");
  CREATE INDEX "_notification_popups_v_updated_at_idx" ON "_notification_popups_v" USING btree ("updated_at");
  CREATE INDEX "_notification_popups_v_latest_idx" ON "_notification_popups_v" USING btree ("latest");
  CREATE INDEX "_notification_popups_v_rels_order_idx" ON "_notification_popups_v_rels" USING btree ("order");
  CREATE INDEX "_notification_popups_v_rels_parent_idx" ON "_notification_popups_v_rels" USING btree ("parent_id");
  CREATE INDEX "_notification_popups_v_rels_path_idx" ON "_notification_popups_v_rels" USING btree ("path");
  CREATE INDEX "_notification_popups_v_rels_media_id_idx" ON "_notification_popups_v_rels" USING btree ("media_id");
  CREATE INDEX "videos_date_idx" ON "videos" USING btree ("date");
  CREATE INDEX "videos_school_idx" ON "videos" USING btree ("school_id");
  CREATE INDEX "videos_demo_idx" ON "videos" USING btree ("demo");
  CREATE INDEX "videos_updated_at_idx" ON "videos" USING btree ("updated_at");
  CREATE INDEX "videos_created_at_idx" ON "videos" USING btree ("created_at");
  CREATE INDEX "videos__status_idx" ON "videos" USING btree ("_status");
  CREATE INDEX "_videos_v_parent_idx" ON "_videos_v" USING btree ("parent_id");
  CREATE INDEX "_videos_v_version_version_date_idx" ON "_videos_v" USING btree ("version_date");
  CREATE INDEX "_videos_v_version_version_school_idx" ON "_videos_v" USING btree ("version_school_id");
  CREATE INDEX "_videos_v_version_version_demo_idx" ON "_videos_v" USING btree ("version_demo");
  CREATE INDEX "_videos_v_version_version_updated_at_idx" ON "_videos_v" USING btree ("version_updated_at");
  CREATE INDEX "_videos_v_version_version_created_at_idx" ON "_videos_v" USING btree ("version_created_at");
  CREATE INDEX "_videos_v_version_version__status_idx" ON "_videos_v" USING btree ("version__status");
  CREATE INDEX "_videos_v_created_at_idx" ON "_videos_v" USING btree ("created_at");
  CREATE INDEX "_videos_v_updated_at_idx" ON "_videos_v" USING btree ("updated_at");
  CREATE INDEX "_videos_v_latest_idx" ON "_videos_v" USING btree ("latest");
  CREATE INDEX "pages_items_order_idx" ON "pages_items" USING btree ("_order");
  CREATE INDEX "pages_items_parent_id_idx" ON "pages_items" USING btree ("_parent_id");
  CREATE INDEX "pages_facts_order_idx" ON "pages_facts" USING btree ("_order");
  CREATE INDEX "pages_facts_parent_id_idx" ON "pages_facts" USING btree ("_parent_id");
  CREATE INDEX "pages_image_idx" ON "pages" USING btree ("image_id");
  CREATE INDEX "pages_school_idx" ON "pages" USING btree ("school_id");
  CREATE INDEX "pages_updated_at_idx" ON "pages" USING btree ("updated_at");
  CREATE INDEX "pages_created_at_idx" ON "pages" USING btree ("created_at");
  CREATE UNIQUE INDEX "school_route_idx" ON "pages" USING btree ("school_id","route");
  CREATE INDEX "faculty_sl_no_idx" ON "faculty" USING btree ("sl_no");
  CREATE INDEX "faculty_school_idx" ON "faculty" USING btree ("school_id");
  CREATE INDEX "faculty_updated_at_idx" ON "faculty" USING btree ("updated_at");
  CREATE INDEX "faculty_created_at_idx" ON "faculty" USING btree ("created_at");
  CREATE INDEX "trust_members_school_idx" ON "trust_members" USING btree ("school_id");
  CREATE INDEX "trust_members_updated_at_idx" ON "trust_members" USING btree ("updated_at");
  CREATE INDEX "trust_members_created_at_idx" ON "trust_members" USING btree ("created_at");
  CREATE INDEX "disclosures_saras_links_order_idx" ON "disclosures_saras_links" USING btree ("_order");
  CREATE INDEX "disclosures_saras_links_parent_id_idx" ON "disclosures_saras_links" USING btree ("_parent_id");
  CREATE INDEX "disclosures_saras_links_file_idx" ON "disclosures_saras_links" USING btree ("file_id");
  CREATE INDEX "disclosures_general_information_order_idx" ON "disclosures_general_information" USING btree ("_order");
  CREATE INDEX "disclosures_general_information_parent_id_idx" ON "disclosures_general_information" USING btree ("_parent_id");
  CREATE INDEX "disclosures_documents_order_idx" ON "disclosures_documents" USING btree ("_order");
  CREATE INDEX "disclosures_documents_parent_id_idx" ON "disclosures_documents" USING btree ("_parent_id");
  CREATE INDEX "disclosures_documents_file_idx" ON "disclosures_documents" USING btree ("file_id");
  CREATE INDEX "disclosures_academics_order_idx" ON "disclosures_academics" USING btree ("_order");
  CREATE INDEX "disclosures_academics_parent_id_idx" ON "disclosures_academics" USING btree ("_parent_id");
  CREATE INDEX "disclosures_academics_file_idx" ON "disclosures_academics" USING btree ("file_id");
  CREATE INDEX "disclosures_results_order_idx" ON "disclosures_results" USING btree ("_order");
  CREATE INDEX "disclosures_results_parent_id_idx" ON "disclosures_results" USING btree ("_parent_id");
  CREATE INDEX "disclosures_staff_order_idx" ON "disclosures_staff" USING btree ("_order");
  CREATE INDEX "disclosures_staff_parent_id_idx" ON "disclosures_staff" USING btree ("_parent_id");
  CREATE INDEX "disclosures_infrastructure_order_idx" ON "disclosures_infrastructure" USING btree ("_order");
  CREATE INDEX "disclosures_infrastructure_parent_id_idx" ON "disclosures_infrastructure" USING btree ("_parent_id");
  CREATE INDEX "disclosures_school_idx" ON "disclosures" USING btree ("school_id");
  CREATE INDEX "disclosures_updated_at_idx" ON "disclosures" USING btree ("updated_at");
  CREATE INDEX "disclosures_created_at_idx" ON "disclosures" USING btree ("created_at");
  CREATE UNIQUE INDEX "school_idx" ON "disclosures" USING btree ("school_id");
  CREATE INDEX "schools_social_order_idx" ON "schools_social" USING btree ("_order");
  CREATE INDEX "schools_social_parent_id_idx" ON "schools_social" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "schools_code_idx" ON "schools" USING btree ("code");
  CREATE INDEX "schools_logo_idx" ON "schools" USING btree ("logo_id");
  CREATE INDEX "schools_documents_documents_syllabus_idx" ON "schools" USING btree ("documents_syllabus_id");
  CREATE INDEX "schools_documents_documents_annual_report_idx" ON "schools" USING btree ("documents_annual_report_id");
  CREATE INDEX "schools_documents_documents_public_disclosure_idx" ON "schools" USING btree ("documents_public_disclosure_id");
  CREATE INDEX "schools_updated_at_idx" ON "schools" USING btree ("updated_at");
  CREATE INDEX "schools_created_at_idx" ON "schools" USING btree ("created_at");
  CREATE INDEX "media_school_idx" ON "media" USING btree ("school_id");
  CREATE INDEX "media_demo_idx" ON "media" USING btree ("demo");
  CREATE INDEX "media_updated_at_idx" ON "media" USING btree ("updated_at");
  CREATE INDEX "media_created_at_idx" ON "media" USING btree ("created_at");
  CREATE UNIQUE INDEX "media_filename_idx" ON "media" USING btree ("filename");
  CREATE INDEX "media_sizes_thumbnail_sizes_thumbnail_filename_idx" ON "media" USING btree ("sizes_thumbnail_filename");
  CREATE INDEX "media_sizes_card_sizes_card_filename_idx" ON "media" USING btree ("sizes_card_filename");
  CREATE INDEX "media_sizes_wide_sizes_wide_filename_idx" ON "media" USING btree ("sizes_wide_filename");
  CREATE INDEX "private_files_school_idx" ON "private_files" USING btree ("school_id");
  CREATE INDEX "private_files_updated_at_idx" ON "private_files" USING btree ("updated_at");
  CREATE INDEX "private_files_created_at_idx" ON "private_files" USING btree ("created_at");
  CREATE UNIQUE INDEX "private_files_filename_idx" ON "private_files" USING btree ("filename");
  CREATE INDEX "transfer_certificates_admission_no_idx" ON "transfer_certificates" USING btree ("admission_no");
  CREATE INDEX "transfer_certificates_file_idx" ON "transfer_certificates" USING btree ("file_id");
  CREATE INDEX "transfer_certificates_school_idx" ON "transfer_certificates" USING btree ("school_id");
  CREATE INDEX "transfer_certificates_updated_at_idx" ON "transfer_certificates" USING btree ("updated_at");
  CREATE INDEX "transfer_certificates_created_at_idx" ON "transfer_certificates" USING btree ("created_at");
  CREATE INDEX "tc_requests_status_idx" ON "tc_requests" USING btree ("status");
  CREATE INDEX "tc_requests_school_idx" ON "tc_requests" USING btree ("school_id");
  CREATE INDEX "tc_requests_updated_at_idx" ON "tc_requests" USING btree ("updated_at");
  CREATE INDEX "tc_requests_created_at_idx" ON "tc_requests" USING btree ("created_at");
  CREATE INDEX "contact_messages_status_idx" ON "contact_messages" USING btree ("status");
  CREATE INDEX "contact_messages_school_idx" ON "contact_messages" USING btree ("school_id");
  CREATE INDEX "contact_messages_updated_at_idx" ON "contact_messages" USING btree ("updated_at");
  CREATE INDEX "contact_messages_created_at_idx" ON "contact_messages" USING btree ("created_at");
  CREATE INDEX "career_applications_qualification1_order_idx" ON "career_applications_qualification1" USING btree ("_order");
  CREATE INDEX "career_applications_qualification1_parent_id_idx" ON "career_applications_qualification1" USING btree ("_parent_id");
  CREATE INDEX "career_applications_attachments_idx" ON "career_applications" USING btree ("attachments_id");
  CREATE INDEX "career_applications_status_idx" ON "career_applications" USING btree ("status");
  CREATE INDEX "career_applications_school_idx" ON "career_applications" USING btree ("school_id");
  CREATE INDEX "career_applications_updated_at_idx" ON "career_applications" USING btree ("updated_at");
  CREATE INDEX "career_applications_created_at_idx" ON "career_applications" USING btree ("created_at");
  CREATE INDEX "admission_registrations_siblings_order_idx" ON "admission_registrations_siblings" USING btree ("_order");
  CREATE INDEX "admission_registrations_siblings_parent_id_idx" ON "admission_registrations_siblings" USING btree ("_parent_id");
  CREATE INDEX "admission_registrations_status_idx" ON "admission_registrations" USING btree ("status");
  CREATE INDEX "admission_registrations_school_idx" ON "admission_registrations" USING btree ("school_id");
  CREATE INDEX "admission_registrations_updated_at_idx" ON "admission_registrations" USING btree ("updated_at");
  CREATE INDEX "admission_registrations_created_at_idx" ON "admission_registrations" USING btree ("created_at");
  CREATE INDEX "users_sessions_order_idx" ON "users_sessions" USING btree ("_order");
  CREATE INDEX "users_sessions_parent_id_idx" ON "users_sessions" USING btree ("_parent_id");
  CREATE INDEX "users_school_idx" ON "users" USING btree ("school_id");
  CREATE INDEX "users_updated_at_idx" ON "users" USING btree ("updated_at");
  CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at");
  CREATE UNIQUE INDEX "users_email_idx" ON "users" USING btree ("email");
  CREATE UNIQUE INDEX "payload_kv_key_idx" ON "payload_kv" USING btree ("key");
  CREATE INDEX "payload_locked_documents_global_slug_idx" ON "payload_locked_documents" USING btree ("global_slug");
  CREATE INDEX "payload_locked_documents_updated_at_idx" ON "payload_locked_documents" USING btree ("updated_at");
  CREATE INDEX "payload_locked_documents_created_at_idx" ON "payload_locked_documents" USING btree ("created_at");
  CREATE INDEX "payload_locked_documents_rels_order_idx" ON "payload_locked_documents_rels" USING btree ("order");
  CREATE INDEX "payload_locked_documents_rels_parent_idx" ON "payload_locked_documents_rels" USING btree ("parent_id");
  CREATE INDEX "payload_locked_documents_rels_path_idx" ON "payload_locked_documents_rels" USING btree ("path");
  CREATE INDEX "payload_locked_documents_rels_news_id_idx" ON "payload_locked_documents_rels" USING btree ("news_id");
  CREATE INDEX "payload_locked_documents_rels_events_id_idx" ON "payload_locked_documents_rels" USING btree ("events_id");
  CREATE INDEX "payload_locked_documents_rels_gallery_id_idx" ON "payload_locked_documents_rels" USING btree ("gallery_id");
  CREATE INDEX "payload_locked_documents_rels_toppers_id_idx" ON "payload_locked_documents_rels" USING btree ("toppers_id");
  CREATE INDEX "payload_locked_documents_rels_principal_messages_id_idx" ON "payload_locked_documents_rels" USING btree ("principal_messages_id");
  CREATE INDEX "payload_locked_documents_rels_birthdays_id_idx" ON "payload_locked_documents_rels" USING btree ("birthdays_id");
  CREATE INDEX "payload_locked_documents_rels_highlights_id_idx" ON "payload_locked_documents_rels" USING btree ("highlights_id");
  CREATE INDEX "payload_locked_documents_rels_online_registrations_id_idx" ON "payload_locked_documents_rels" USING btree ("online_registrations_id");
  CREATE INDEX "payload_locked_documents_rels_notification_popups_id_idx" ON "payload_locked_documents_rels" USING btree ("notification_popups_id");
  CREATE INDEX "payload_locked_documents_rels_videos_id_idx" ON "payload_locked_documents_rels" USING btree ("videos_id");
  CREATE INDEX "payload_locked_documents_rels_pages_id_idx" ON "payload_locked_documents_rels" USING btree ("pages_id");
  CREATE INDEX "payload_locked_documents_rels_faculty_id_idx" ON "payload_locked_documents_rels" USING btree ("faculty_id");
  CREATE INDEX "payload_locked_documents_rels_trust_members_id_idx" ON "payload_locked_documents_rels" USING btree ("trust_members_id");
  CREATE INDEX "payload_locked_documents_rels_disclosures_id_idx" ON "payload_locked_documents_rels" USING btree ("disclosures_id");
  CREATE INDEX "payload_locked_documents_rels_schools_id_idx" ON "payload_locked_documents_rels" USING btree ("schools_id");
  CREATE INDEX "payload_locked_documents_rels_media_id_idx" ON "payload_locked_documents_rels" USING btree ("media_id");
  CREATE INDEX "payload_locked_documents_rels_private_files_id_idx" ON "payload_locked_documents_rels" USING btree ("private_files_id");
  CREATE INDEX "payload_locked_documents_rels_transfer_certificates_id_idx" ON "payload_locked_documents_rels" USING btree ("transfer_certificates_id");
  CREATE INDEX "payload_locked_documents_rels_tc_requests_id_idx" ON "payload_locked_documents_rels" USING btree ("tc_requests_id");
  CREATE INDEX "payload_locked_documents_rels_contact_messages_id_idx" ON "payload_locked_documents_rels" USING btree ("contact_messages_id");
  CREATE INDEX "payload_locked_documents_rels_career_applications_id_idx" ON "payload_locked_documents_rels" USING btree ("career_applications_id");
  CREATE INDEX "payload_locked_documents_rels_admission_registrations_id_idx" ON "payload_locked_documents_rels" USING btree ("admission_registrations_id");
  CREATE INDEX "payload_locked_documents_rels_users_id_idx" ON "payload_locked_documents_rels" USING btree ("users_id");
  CREATE INDEX "payload_preferences_key_idx" ON "payload_preferences" USING btree ("key");
  CREATE INDEX "payload_preferences_updated_at_idx" ON "payload_preferences" USING btree ("updated_at");
  CREATE INDEX "payload_preferences_created_at_idx" ON "payload_preferences" USING btree ("created_at");
  CREATE INDEX "payload_preferences_rels_order_idx" ON "payload_preferences_rels" USING btree ("order");
  CREATE INDEX "payload_preferences_rels_parent_idx" ON "payload_preferences_rels" USING btree ("parent_id");
  CREATE INDEX "payload_preferences_rels_path_idx" ON "payload_preferences_rels" USING btree ("path");
  CREATE INDEX "payload_preferences_rels_users_id_idx" ON "payload_preferences_rels" USING btree ("users_id");
  CREATE INDEX "payload_migrations_updated_at_idx" ON "payload_migrations" USING btree ("updated_at");
  CREATE INDEX "payload_migrations_created_at_idx" ON "payload_migrations" USING btree ("created_at");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "news" CASCADE;
  DROP TABLE "news_rels" CASCADE;
  DROP TABLE "_news_v" CASCADE;
  DROP TABLE "_news_v_rels" CASCADE;
  DROP TABLE "events" CASCADE;
  DROP TABLE "events_rels" CASCADE;
  DROP TABLE "_events_v" CASCADE;
  DROP TABLE "_events_v_rels" CASCADE;
  DROP TABLE "gallery" CASCADE;
  DROP TABLE "gallery_rels" CASCADE;
  DROP TABLE "_gallery_v" CASCADE;
  DROP TABLE "_gallery_v_rels" CASCADE;
  DROP TABLE "toppers" CASCADE;
  DROP TABLE "toppers_rels" CASCADE;
  DROP TABLE "_toppers_v" CASCADE;
  DROP TABLE "_toppers_v_rels" CASCADE;
  DROP TABLE "principal_messages" CASCADE;
  DROP TABLE "principal_messages_rels" CASCADE;
  DROP TABLE "_principal_messages_v" CASCADE;
  DROP TABLE "_principal_messages_v_rels" CASCADE;
  DROP TABLE "birthdays" CASCADE;
  DROP TABLE "birthdays_rels" CASCADE;
  DROP TABLE "_birthdays_v" CASCADE;
  DROP TABLE "_birthdays_v_rels" CASCADE;
  DROP TABLE "highlights" CASCADE;
  DROP TABLE "highlights_rels" CASCADE;
  DROP TABLE "_highlights_v" CASCADE;
  DROP TABLE "_highlights_v_rels" CASCADE;
  DROP TABLE "online_registrations" CASCADE;
  DROP TABLE "online_registrations_rels" CASCADE;
  DROP TABLE "_online_registrations_v" CASCADE;
  DROP TABLE "_online_registrations_v_rels" CASCADE;
  DROP TABLE "notification_popups" CASCADE;
  DROP TABLE "notification_popups_rels" CASCADE;
  DROP TABLE "_notification_popups_v" CASCADE;
  DROP TABLE "_notification_popups_v_rels" CASCADE;
  DROP TABLE "videos" CASCADE;
  DROP TABLE "_videos_v" CASCADE;
  DROP TABLE "pages_items" CASCADE;
  DROP TABLE "pages_facts" CASCADE;
  DROP TABLE "pages" CASCADE;
  DROP TABLE "faculty" CASCADE;
  DROP TABLE "trust_members" CASCADE;
  DROP TABLE "disclosures_saras_links" CASCADE;
  DROP TABLE "disclosures_general_information" CASCADE;
  DROP TABLE "disclosures_documents" CASCADE;
  DROP TABLE "disclosures_academics" CASCADE;
  DROP TABLE "disclosures_results" CASCADE;
  DROP TABLE "disclosures_staff" CASCADE;
  DROP TABLE "disclosures_infrastructure" CASCADE;
  DROP TABLE "disclosures" CASCADE;
  DROP TABLE "schools_social" CASCADE;
  DROP TABLE "schools" CASCADE;
  DROP TABLE "media" CASCADE;
  DROP TABLE "private_files" CASCADE;
  DROP TABLE "transfer_certificates" CASCADE;
  DROP TABLE "tc_requests" CASCADE;
  DROP TABLE "contact_messages" CASCADE;
  DROP TABLE "career_applications_qualification1" CASCADE;
  DROP TABLE "career_applications" CASCADE;
  DROP TABLE "admission_registrations_siblings" CASCADE;
  DROP TABLE "admission_registrations" CASCADE;
  DROP TABLE "users_sessions" CASCADE;
  DROP TABLE "users" CASCADE;
  DROP TABLE "payload_kv" CASCADE;
  DROP TABLE "payload_locked_documents" CASCADE;
  DROP TABLE "payload_locked_documents_rels" CASCADE;
  DROP TABLE "payload_preferences" CASCADE;
  DROP TABLE "payload_preferences_rels" CASCADE;
  DROP TABLE "payload_migrations" CASCADE;
  DROP TYPE "public"."enum_news_status";
  DROP TYPE "public"."enum__news_v_version_status";
  DROP TYPE "public"."enum_events_status";
  DROP TYPE "public"."enum__events_v_version_status";
  DROP TYPE "public"."enum_gallery_category";
  DROP TYPE "public"."enum_gallery_status";
  DROP TYPE "public"."enum__gallery_v_version_category";
  DROP TYPE "public"."enum__gallery_v_version_status";
  DROP TYPE "public"."enum_toppers_class";
  DROP TYPE "public"."enum_toppers_status";
  DROP TYPE "public"."enum__toppers_v_version_class";
  DROP TYPE "public"."enum__toppers_v_version_status";
  DROP TYPE "public"."enum_principal_messages_status";
  DROP TYPE "public"."enum__principal_messages_v_version_status";
  DROP TYPE "public"."enum_birthdays_status";
  DROP TYPE "public"."enum__birthdays_v_version_status";
  DROP TYPE "public"."enum_highlights_status";
  DROP TYPE "public"."enum__highlights_v_version_status";
  DROP TYPE "public"."enum_online_registrations_status";
  DROP TYPE "public"."enum__online_registrations_v_version_status";
  DROP TYPE "public"."enum_notification_popups_status";
  DROP TYPE "public"."enum__notification_popups_v_version_status";
  DROP TYPE "public"."enum_videos_status";
  DROP TYPE "public"."enum__videos_v_version_status";
  DROP TYPE "public"."enum_pages_route";
  DROP TYPE "public"."enum_trust_members_designation";
  DROP TYPE "public"."enum_schools_social_platform";
  DROP TYPE "public"."enum_tc_requests_status";
  DROP TYPE "public"."enum_contact_messages_status";
  DROP TYPE "public"."enum_career_applications_mail_type";
  DROP TYPE "public"."enum_career_applications_status";
  DROP TYPE "public"."enum_admission_registrations_gender";
  DROP TYPE "public"."enum_admission_registrations_category";
  DROP TYPE "public"."enum_admission_registrations_status";
  DROP TYPE "public"."enum_users_role";`)
}
