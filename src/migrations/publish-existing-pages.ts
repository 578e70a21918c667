/**
 * Pages written before they had drafts were live, and stay so: each gets its first version, as
 * published. Payload reads drafts, the admin's list and previews from the versions, where a page
 * without one would be missing. Plain SQL against the tables as that migration (page_drafts) left
 * them, not Payload's API: the API speaks the current schema, which later migrations change (the
 * texts moved to `_locales` tables since), so a fresh installation running every migration in turn
 * would meet tables that do not exist yet. Shared by both adapters' migrations.
 */
export function publishExistingPages(dialect: 'sqlite' | 'postgres'): string[] {
  const pg = dialect === 'postgres'
  const as = (column: string, type: string) => (pg ? `"${column}"::text::"${type}"` : `"${column}"`)
  return [
    `INSERT INTO "_pages_v" ("parent_id", "version_route", "version_title", "version_description", "version_body",
       "version_list_title", "version_closing", "version_image_id", "version_review_state", "version_review_comment",
       "version_review_at", "version_school_id", "version_updated_at", "version_created_at", "version__status",
       "created_at", "updated_at", "latest")
     SELECT "id", ${as('route', 'enum__pages_v_version_route')}, "title", "description", "body",
       "list_title", "closing", "image_id", ${as('review_state', 'enum__pages_v_version_review_state')}, "review_comment",
       "review_at", "school_id", "updated_at", "created_at", 'published',
       "updated_at", "updated_at", ${pg ? 'true' : '1'}
     FROM "pages";`,
    `INSERT INTO "_pages_v_version_items" ("_order", "_parent_id", "text", "_uuid")
     SELECT i."_order", v."id", i."text", i."id" FROM "pages_items" i JOIN "_pages_v" v ON v."parent_id" = i."_parent_id";`,
    `INSERT INTO "_pages_v_version_facts" ("_order", "_parent_id", "label", "value", "_uuid")
     SELECT f."_order", v."id", f."label", f."value", f."id" FROM "pages_facts" f JOIN "_pages_v" v ON v."parent_id" = f."_parent_id";`,
  ]
}
