import * as migration_20261122_104909_initial from './20261122_104909_initial';
import * as migration_20261122_112512_home_slider from './20261122_112512_home_slider';
import * as migration_20261122_113556_submission_key from './20261122_113556_submission_key';
import * as migration_20261123_094343_audit_log from './20261123_094343_audit_log';
import * as migration_20261123_094500_encrypt_aadhaar from './20261123_094500_encrypt_aadhaar';
import * as migration_20261123_113705_retention from './20261123_113705_retention';
import * as migration_20261123_140812_privacy_notices from './20261123_140812_privacy_notices';
import * as migration_20261123_213856_school_domains from './20261123_213856_school_domains';
import * as migration_20261123_225831_page_descriptions from './20261123_225831_page_descriptions';
import * as migration_20261124_002116_storage_prefix from './20261124_002116_storage_prefix';
import * as migration_20261124_135651_disclosure_valid_until from './20261124_135651_disclosure_valid_until';
import * as migration_20261124_141746_schedule_publish from './20261124_141746_schedule_publish';
import * as migration_20261124_143550_review from './20261124_143550_review';
import * as migration_20261124_150234_disclosure_files from './20261124_150234_disclosure_files';
import * as migration_20261124_194825_page_drafts from './20261124_194825_page_drafts';
import * as migration_20261125_075013_no_account_lock from './20261125_075013_no_account_lock';
import * as migration_20261125_104535_backup_job from './20261125_104535_backup_job';
import * as migration_20261126_040351_localized_text from './20261126_040351_localized_text';
import * as migration_20261126_062448_form_language from './20261126_062448_form_language';
import * as migration_20261126_104600_alerts from './20261126_104600_alerts';
import * as migration_20261126_113122_circulars from './20261126_113122_circulars';
import * as migration_20261126_133258_menus from './20261126_133258_menus';
import * as migration_20261126_140841_own_pages from './20261126_140841_own_pages';
import * as migration_20261126_190212_video_pictures from './20261126_190212_video_pictures';
import * as migration_20261126_235947_parent_indexes from './20261126_235947_parent_indexes';
import * as migration_20261127_001251_list_indexes from './20261127_001251_list_indexes';
import * as migration_20261127_002507_planner_statistics_job from './20261127_002507_planner_statistics_job';
import * as migration_20261127_060000_search from './20261127_060000_search';
import * as migration_20261127_205225_second_factor from './20261127_205225_second_factor';
import * as migration_20261127_214601_search_rebuild_job from './20261127_214601_search_rebuild_job';
import * as migration_20261127_214700_search_vocabulary from './20261127_214700_search_vocabulary';
import * as migration_20261128_032422_inbox_notes from './20261128_032422_inbox_notes';
import * as migration_20261128_195214_malayalam_seeded_at from './20261128_195214_malayalam_seeded_at';
import * as migration_20261128_224312_malayalam_changed from './20261128_224312_malayalam_changed';
import * as migration_20261129_002328_calendar_entries from './20261129_002328_calendar_entries';
import * as migration_20261129_015359_event_times from './20261129_015359_event_times';
import * as migration_20261129_023255_alert_holiday from './20261129_023255_alert_holiday';
import * as migration_20261129_045445_calendar_uid_and_menu from './20261129_045445_calendar_uid_and_menu';
import * as migration_20261129_073239_notice_versions_and_subscriptions from './20261129_073239_notice_versions_and_subscriptions';
import * as migration_20261129_084553_delivery_log from './20261129_084553_delivery_log';
import * as migration_20261129_103426_push_subscriptions from './20261129_103426_push_subscriptions';
import * as migration_20261129_143546_office_forms from './20261129_143546_office_forms';
import * as migration_20261129_164906_admission_sessions from './20261129_164906_admission_sessions';
import * as migration_20261129_170148_admission_steps from './20261129_170148_admission_steps';
import * as migration_20261129_195536_interaction_times_merge from './20261129_195536_interaction_times_merge';
import * as migration_20261129_202351_grievance_officer from './20261129_202351_grievance_officer';
import * as migration_20261129_204727_privacy_requests from './20261129_204727_privacy_requests';
import * as migration_20261129_212355_access_log from './20261129_212355_access_log';
import * as migration_20261129_232116_law_kit from './20261129_232116_law_kit';

export const migrations = [
  {
    up: migration_20261122_104909_initial.up,
    down: migration_20261122_104909_initial.down,
    name: '20261122_104909_initial',
  },
  {
    up: migration_20261122_112512_home_slider.up,
    down: migration_20261122_112512_home_slider.down,
    name: '20261122_112512_home_slider',
  },
  {
    up: migration_20261122_113556_submission_key.up,
    down: migration_20261122_113556_submission_key.down,
    name: '20261122_113556_submission_key',
  },
  {
    up: migration_20261123_094343_audit_log.up,
    down: migration_20261123_094343_audit_log.down,
    name: '20261123_094343_audit_log',
  },
  {
    up: migration_20261123_094500_encrypt_aadhaar.up,
    down: migration_20261123_094500_encrypt_aadhaar.down,
    name: '20261123_094500_encrypt_aadhaar',
  },
  {
    up: migration_20261123_113705_retention.up,
    down: migration_20261123_113705_retention.down,
    name: '20261123_113705_retention',
  },
  {
    up: migration_20261123_140812_privacy_notices.up,
    down: migration_20261123_140812_privacy_notices.down,
    name: '20261123_140812_privacy_notices',
  },
  {
    up: migration_20261123_213856_school_domains.up,
    down: migration_20261123_213856_school_domains.down,
    name: '20261123_213856_school_domains',
  },
  {
    up: migration_20261123_225831_page_descriptions.up,
    down: migration_20261123_225831_page_descriptions.down,
    name: '20261123_225831_page_descriptions',
  },
  {
    up: migration_20261124_002116_storage_prefix.up,
    down: migration_20261124_002116_storage_prefix.down,
    name: '20261124_002116_storage_prefix',
  },
  {
    up: migration_20261124_135651_disclosure_valid_until.up,
    down: migration_20261124_135651_disclosure_valid_until.down,
    name: '20261124_135651_disclosure_valid_until',
  },
  {
    up: migration_20261124_141746_schedule_publish.up,
    down: migration_20261124_141746_schedule_publish.down,
    name: '20261124_141746_schedule_publish',
  },
  {
    up: migration_20261124_143550_review.up,
    down: migration_20261124_143550_review.down,
    name: '20261124_143550_review',
  },
  {
    up: migration_20261124_150234_disclosure_files.up,
    down: migration_20261124_150234_disclosure_files.down,
    name: '20261124_150234_disclosure_files',
  },
  {
    up: migration_20261124_194825_page_drafts.up,
    down: migration_20261124_194825_page_drafts.down,
    name: '20261124_194825_page_drafts',
  },
  {
    up: migration_20261125_075013_no_account_lock.up,
    down: migration_20261125_075013_no_account_lock.down,
    name: '20261125_075013_no_account_lock',
  },
  {
    up: migration_20261125_104535_backup_job.up,
    down: migration_20261125_104535_backup_job.down,
    name: '20261125_104535_backup_job',
  },
  {
    up: migration_20261126_040351_localized_text.up,
    down: migration_20261126_040351_localized_text.down,
    name: '20261126_040351_localized_text',
  },
  {
    up: migration_20261126_062448_form_language.up,
    down: migration_20261126_062448_form_language.down,
    name: '20261126_062448_form_language',
  },
  {
    up: migration_20261126_104600_alerts.up,
    down: migration_20261126_104600_alerts.down,
    name: '20261126_104600_alerts',
  },
  {
    up: migration_20261126_113122_circulars.up,
    down: migration_20261126_113122_circulars.down,
    name: '20261126_113122_circulars',
  },
  {
    up: migration_20261126_133258_menus.up,
    down: migration_20261126_133258_menus.down,
    name: '20261126_133258_menus',
  },
  {
    up: migration_20261126_140841_own_pages.up,
    down: migration_20261126_140841_own_pages.down,
    name: '20261126_140841_own_pages',
  },
  {
    up: migration_20261126_190212_video_pictures.up,
    down: migration_20261126_190212_video_pictures.down,
    name: '20261126_190212_video_pictures',
  },
  {
    up: migration_20261126_235947_parent_indexes.up,
    down: migration_20261126_235947_parent_indexes.down,
    name: '20261126_235947_parent_indexes',
  },
  {
    up: migration_20261127_001251_list_indexes.up,
    down: migration_20261127_001251_list_indexes.down,
    name: '20261127_001251_list_indexes',
  },
  {
    up: migration_20261127_002507_planner_statistics_job.up,
    down: migration_20261127_002507_planner_statistics_job.down,
    name: '20261127_002507_planner_statistics_job',
  },
  {
    up: migration_20261127_060000_search.up,
    down: migration_20261127_060000_search.down,
    name: '20261127_060000_search',
  },
  {
    up: migration_20261127_205225_second_factor.up,
    down: migration_20261127_205225_second_factor.down,
    name: '20261127_205225_second_factor',
  },
  {
    up: migration_20261127_214601_search_rebuild_job.up,
    down: migration_20261127_214601_search_rebuild_job.down,
    name: '20261127_214601_search_rebuild_job',
  },
  {
    up: migration_20261127_214700_search_vocabulary.up,
    down: migration_20261127_214700_search_vocabulary.down,
    name: '20261127_214700_search_vocabulary',
  },
  {
    up: migration_20261128_032422_inbox_notes.up,
    down: migration_20261128_032422_inbox_notes.down,
    name: '20261128_032422_inbox_notes',
  },
  {
    up: migration_20261128_195214_malayalam_seeded_at.up,
    down: migration_20261128_195214_malayalam_seeded_at.down,
    name: '20261128_195214_malayalam_seeded_at',
  },
  {
    up: migration_20261128_224312_malayalam_changed.up,
    down: migration_20261128_224312_malayalam_changed.down,
    name: '20261128_224312_malayalam_changed',
  },
  {
    up: migration_20261129_002328_calendar_entries.up,
    down: migration_20261129_002328_calendar_entries.down,
    name: '20261129_002328_calendar_entries',
  },
  {
    up: migration_20261129_015359_event_times.up,
    down: migration_20261129_015359_event_times.down,
    name: '20261129_015359_event_times',
  },
  {
    up: migration_20261129_023255_alert_holiday.up,
    down: migration_20261129_023255_alert_holiday.down,
    name: '20261129_023255_alert_holiday',
  },
  {
    up: migration_20261129_045445_calendar_uid_and_menu.up,
    down: migration_20261129_045445_calendar_uid_and_menu.down,
    name: '20261129_045445_calendar_uid_and_menu',
  },
  {
    up: migration_20261129_073239_notice_versions_and_subscriptions.up,
    down: migration_20261129_073239_notice_versions_and_subscriptions.down,
    name: '20261129_073239_notice_versions_and_subscriptions',
  },
  {
    up: migration_20261129_084553_delivery_log.up,
    down: migration_20261129_084553_delivery_log.down,
    name: '20261129_084553_delivery_log',
  },
  {
    up: migration_20261129_103426_push_subscriptions.up,
    down: migration_20261129_103426_push_subscriptions.down,
    name: '20261129_103426_push_subscriptions',
  },
  {
    up: migration_20261129_143546_office_forms.up,
    down: migration_20261129_143546_office_forms.down,
    name: '20261129_143546_office_forms',
  },
  {
    up: migration_20261129_164906_admission_sessions.up,
    down: migration_20261129_164906_admission_sessions.down,
    name: '20261129_164906_admission_sessions',
  },
  {
    up: migration_20261129_170148_admission_steps.up,
    down: migration_20261129_170148_admission_steps.down,
    name: '20261129_170148_admission_steps',
  },
  {
    up: migration_20261129_195536_interaction_times_merge.up,
    down: migration_20261129_195536_interaction_times_merge.down,
    name: '20261129_195536_interaction_times_merge',
  },
  {
    up: migration_20261129_202351_grievance_officer.up,
    down: migration_20261129_202351_grievance_officer.down,
    name: '20261129_202351_grievance_officer',
  },
  {
    up: migration_20261129_204727_privacy_requests.up,
    down: migration_20261129_204727_privacy_requests.down,
    name: '20261129_204727_privacy_requests',
  },
  {
    up: migration_20261129_212355_access_log.up,
    down: migration_20261129_212355_access_log.down,
    name: '20261129_212355_access_log',
  },
  {
    up: migration_20261129_232116_law_kit.up,
    down: migration_20261129_232116_law_kit.down,
    name: '20261129_232116_law_kit'
  },
];
