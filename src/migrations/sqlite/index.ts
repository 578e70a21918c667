import * as migration_20261122_104920_initial from './20261122_104920_initial';
import * as migration_20261122_112507_home_slider from './20261122_112507_home_slider';
import * as migration_20261122_113552_submission_key from './20261122_113552_submission_key';
import * as migration_20261123_094317_audit_log from './20261123_094317_audit_log';
import * as migration_20261123_094500_encrypt_aadhaar from './20261123_094500_encrypt_aadhaar';
import * as migration_20261123_113701_retention from './20261123_113701_retention';
import * as migration_20261123_140802_privacy_notices from './20261123_140802_privacy_notices';
import * as migration_20261123_213852_school_domains from './20261123_213852_school_domains';
import * as migration_20261123_230630_page_descriptions from './20261123_230630_page_descriptions';
import * as migration_20261124_002127_storage_prefix from './20261124_002127_storage_prefix';
import * as migration_20261124_135645_disclosure_valid_until from './20261124_135645_disclosure_valid_until';
import * as migration_20261124_143541_review from './20261124_143541_review';
import * as migration_20261124_194849_page_drafts from './20261124_194849_page_drafts';
import * as migration_20261125_074955_no_account_lock from './20261125_074955_no_account_lock';
import * as migration_20261126_040320_localized_text from './20261126_040320_localized_text';
import * as migration_20261126_062440_form_language from './20261126_062440_form_language';
import * as migration_20261126_104545_alerts from './20261126_104545_alerts';
import * as migration_20261126_113109_circulars from './20261126_113109_circulars';
import * as migration_20261126_133246_menus from './20261126_133246_menus';
import * as migration_20261126_135735_own_pages from './20261126_135735_own_pages';
import * as migration_20261126_235941_parent_indexes from './20261126_235941_parent_indexes';
import * as migration_20261127_001244_list_indexes from './20261127_001244_list_indexes';
import * as migration_20261127_060000_search from './20261127_060000_search';
import * as migration_20261127_205207_second_factor from './20261127_205207_second_factor';
import * as migration_20261128_032456_inbox_notes from './20261128_032456_inbox_notes';
import * as migration_20261128_195209_malayalam_seeded_at from './20261128_195209_malayalam_seeded_at';
import * as migration_20261128_224307_malayalam_changed from './20261128_224307_malayalam_changed';
import * as migration_20261129_002322_calendar_entries from './20261129_002322_calendar_entries';
import * as migration_20261129_015318_event_times from './20261129_015318_event_times';
import * as migration_20261129_023142_alert_holiday from './20261129_023142_alert_holiday';
import * as migration_20261129_045441_calendar_uid_and_menu from './20261129_045441_calendar_uid_and_menu';
import * as migration_20261129_073235_notice_versions_and_subscriptions from './20261129_073235_notice_versions_and_subscriptions';
import * as migration_20261129_084607_delivery_log from './20261129_084607_delivery_log';
import * as migration_20261129_103422_push_subscriptions from './20261129_103422_push_subscriptions';
import * as migration_20261129_143541_office_forms from './20261129_143541_office_forms';
import * as migration_20261129_164859_admission_sessions from './20261129_164859_admission_sessions';
import * as migration_20261129_170144_admission_steps from './20261129_170144_admission_steps';
import * as migration_20261129_195531_interaction_times_merge from './20261129_195531_interaction_times_merge';
import * as migration_20261129_202347_grievance_officer from './20261129_202347_grievance_officer';
import * as migration_20261129_204722_privacy_requests from './20261129_204722_privacy_requests';
import * as migration_20261129_212417_access_log from './20261129_212417_access_log';
import * as migration_20261129_232111_law_kit from './20261129_232111_law_kit';

export const migrations = [
  {
    up: migration_20261122_104920_initial.up,
    down: migration_20261122_104920_initial.down,
    name: '20261122_104920_initial',
  },
  {
    up: migration_20261122_112507_home_slider.up,
    down: migration_20261122_112507_home_slider.down,
    name: '20261122_112507_home_slider',
  },
  {
    up: migration_20261122_113552_submission_key.up,
    down: migration_20261122_113552_submission_key.down,
    name: '20261122_113552_submission_key',
  },
  {
    up: migration_20261123_094317_audit_log.up,
    down: migration_20261123_094317_audit_log.down,
    name: '20261123_094317_audit_log',
  },
  {
    up: migration_20261123_094500_encrypt_aadhaar.up,
    down: migration_20261123_094500_encrypt_aadhaar.down,
    name: '20261123_094500_encrypt_aadhaar',
  },
  {
    up: migration_20261123_113701_retention.up,
    down: migration_20261123_113701_retention.down,
    name: '20261123_113701_retention',
  },
  {
    up: migration_20261123_140802_privacy_notices.up,
    down: migration_20261123_140802_privacy_notices.down,
    name: '20261123_140802_privacy_notices',
  },
  {
    up: migration_20261123_213852_school_domains.up,
    down: migration_20261123_213852_school_domains.down,
    name: '20261123_213852_school_domains',
  },
  {
    up: migration_20261123_230630_page_descriptions.up,
    down: migration_20261123_230630_page_descriptions.down,
    name: '20261123_230630_page_descriptions',
  },
  {
    up: migration_20261124_002127_storage_prefix.up,
    down: migration_20261124_002127_storage_prefix.down,
    name: '20261124_002127_storage_prefix',
  },
  {
    up: migration_20261124_135645_disclosure_valid_until.up,
    down: migration_20261124_135645_disclosure_valid_until.down,
    name: '20261124_135645_disclosure_valid_until',
  },
  {
    up: migration_20261124_143541_review.up,
    down: migration_20261124_143541_review.down,
    name: '20261124_143541_review',
  },
  {
    up: migration_20261124_194849_page_drafts.up,
    down: migration_20261124_194849_page_drafts.down,
    name: '20261124_194849_page_drafts',
  },
  {
    up: migration_20261125_074955_no_account_lock.up,
    down: migration_20261125_074955_no_account_lock.down,
    name: '20261125_074955_no_account_lock',
  },
  {
    up: migration_20261126_040320_localized_text.up,
    down: migration_20261126_040320_localized_text.down,
    name: '20261126_040320_localized_text',
  },
  {
    up: migration_20261126_062440_form_language.up,
    down: migration_20261126_062440_form_language.down,
    name: '20261126_062440_form_language',
  },
  {
    up: migration_20261126_104545_alerts.up,
    down: migration_20261126_104545_alerts.down,
    name: '20261126_104545_alerts',
  },
  {
    up: migration_20261126_113109_circulars.up,
    down: migration_20261126_113109_circulars.down,
    name: '20261126_113109_circulars',
  },
  {
    up: migration_20261126_133246_menus.up,
    down: migration_20261126_133246_menus.down,
    name: '20261126_133246_menus',
  },
  {
    up: migration_20261126_135735_own_pages.up,
    down: migration_20261126_135735_own_pages.down,
    name: '20261126_135735_own_pages',
  },
  {
    up: migration_20261126_235941_parent_indexes.up,
    down: migration_20261126_235941_parent_indexes.down,
    name: '20261126_235941_parent_indexes',
  },
  {
    up: migration_20261127_001244_list_indexes.up,
    down: migration_20261127_001244_list_indexes.down,
    name: '20261127_001244_list_indexes',
  },
  {
    up: migration_20261127_060000_search.up,
    down: migration_20261127_060000_search.down,
    name: '20261127_060000_search',
  },
  {
    up: migration_20261127_205207_second_factor.up,
    down: migration_20261127_205207_second_factor.down,
    name: '20261127_205207_second_factor',
  },
  {
    up: migration_20261128_032456_inbox_notes.up,
    down: migration_20261128_032456_inbox_notes.down,
    name: '20261128_032456_inbox_notes',
  },
  {
    up: migration_20261128_195209_malayalam_seeded_at.up,
    down: migration_20261128_195209_malayalam_seeded_at.down,
    name: '20261128_195209_malayalam_seeded_at',
  },
  {
    up: migration_20261128_224307_malayalam_changed.up,
    down: migration_20261128_224307_malayalam_changed.down,
    name: '20261128_224307_malayalam_changed',
  },
  {
    up: migration_20261129_002322_calendar_entries.up,
    down: migration_20261129_002322_calendar_entries.down,
    name: '20261129_002322_calendar_entries',
  },
  {
    up: migration_20261129_015318_event_times.up,
    down: migration_20261129_015318_event_times.down,
    name: '20261129_015318_event_times',
  },
  {
    up: migration_20261129_023142_alert_holiday.up,
    down: migration_20261129_023142_alert_holiday.down,
    name: '20261129_023142_alert_holiday',
  },
  {
    up: migration_20261129_045441_calendar_uid_and_menu.up,
    down: migration_20261129_045441_calendar_uid_and_menu.down,
    name: '20261129_045441_calendar_uid_and_menu',
  },
  {
    up: migration_20261129_073235_notice_versions_and_subscriptions.up,
    down: migration_20261129_073235_notice_versions_and_subscriptions.down,
    name: '20261129_073235_notice_versions_and_subscriptions',
  },
  {
    up: migration_20261129_084607_delivery_log.up,
    down: migration_20261129_084607_delivery_log.down,
    name: '20261129_084607_delivery_log',
  },
  {
    up: migration_20261129_103422_push_subscriptions.up,
    down: migration_20261129_103422_push_subscriptions.down,
    name: '20261129_103422_push_subscriptions',
  },
  {
    up: migration_20261129_143541_office_forms.up,
    down: migration_20261129_143541_office_forms.down,
    name: '20261129_143541_office_forms',
  },
  {
    up: migration_20261129_164859_admission_sessions.up,
    down: migration_20261129_164859_admission_sessions.down,
    name: '20261129_164859_admission_sessions',
  },
  {
    up: migration_20261129_170144_admission_steps.up,
    down: migration_20261129_170144_admission_steps.down,
    name: '20261129_170144_admission_steps',
  },
  {
    up: migration_20261129_195531_interaction_times_merge.up,
    down: migration_20261129_195531_interaction_times_merge.down,
    name: '20261129_195531_interaction_times_merge',
  },
  {
    up: migration_20261129_202347_grievance_officer.up,
    down: migration_20261129_202347_grievance_officer.down,
    name: '20261129_202347_grievance_officer',
  },
  {
    up: migration_20261129_204722_privacy_requests.up,
    down: migration_20261129_204722_privacy_requests.down,
    name: '20261129_204722_privacy_requests',
  },
  {
    up: migration_20261129_212417_access_log.up,
    down: migration_20261129_212417_access_log.down,
    name: '20261129_212417_access_log',
  },
  {
    up: migration_20261129_232111_law_kit.up,
    down: migration_20261129_232111_law_kit.down,
    name: '20261129_232111_law_kit'
  },
];
