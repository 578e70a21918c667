import { LanguageNote as LanguageNote_8336833a18a790fb66146820ac6485e0 } from '../../../components/admin/LanguageNote'
import { OtherLanguageCell as OtherLanguageCell_7e81b33db86c3e0cb7dd44344e771ee5 } from '../../../components/admin/OtherLanguageCell'
import { EnglishBeside as EnglishBeside_190d884fa21d38a1aeb233740191a9a3 } from '../../../components/admin/translate/EnglishBeside'
import { ShareMessage as ShareMessage_36af6e3155bdf606b3f7bda2a9cc5675 } from '../../../components/admin/share/ShareMessage'
import { NewRecordHeading as NewRecordHeading_46163c57a82e96d311e7028146100bb0 } from '../../../components/admin/NewRecordHeading'
import { SendAlertNow as SendAlertNow_ab1fa9edc28ab9138ed6bd125a9b75f3 } from '../../../components/admin/SendAlertNow'
import { PublishOrSubmitForReview as PublishOrSubmitForReview_4cf064c092806adae10442db040b81ec } from '../../../components/admin/review/PublishOrSubmitForReview'
import { CheckedUploadField as CheckedUploadField_e62bf14a5f061e18a11d381d6bb1d9e1 } from '../../../components/admin/CheckedUploadField'
import { RscEntryLexicalCell as RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { RscEntryLexicalField as RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { LexicalDiffComponent as LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { InlineToolbarFeatureClient as InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HorizontalRuleFeatureClient as HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UploadFeatureClient as UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BlockquoteFeatureClient as BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { RelationshipFeatureClient as RelationshipFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { LinkFeatureClient as LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ChecklistFeatureClient as ChecklistFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { OrderedListFeatureClient as OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnorderedListFeatureClient as UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { IndentFeatureClient as IndentFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { AlignFeatureClient as AlignFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HeadingFeatureClient as HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ParagraphFeatureClient as ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { InlineCodeFeatureClient as InlineCodeFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SuperscriptFeatureClient as SuperscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SubscriptFeatureClient as SubscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { StrikethroughFeatureClient as StrikethroughFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnderlineFeatureClient as UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BoldFeatureClient as BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ItalicFeatureClient as ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { RepeatsField as RepeatsField_038c5b09dadf6440a7cdc45ef7f551a9 } from '../../../components/admin/calendar/RepeatsField'
import { ImportCalendarLink as ImportCalendarLink_b6e2d655d837ef1d584795d474c35caa } from '../../../components/admin/calendar/ImportCalendarLink'
import { MenuLinkField as MenuLinkField_e95dd39d9cd9c2fe230e7d98a7566810 } from '../../../components/admin/MenuLinkField'
import { AddToMenuField as AddToMenuField_2ed77894d14506806526baa3aec062f2 } from '../../../components/admin/AddToMenuField'
import { QuestionRowLabel as QuestionRowLabel_2568046c7f867a3c3d1be9f8df78fd27 } from '../../../components/admin/forms/QuestionRowLabel'
import { FormReplies as FormReplies_2fe2994daa7beb2aa557fafd3170b96d } from '../../../components/admin/forms/FormReplies'
import { DisclosureCompleteness as DisclosureCompleteness_10067ec35594bc39159fdff683911c68 } from '../../../components/admin/disclosure/DisclosureCompleteness'
import { DisclosureRowLabel as DisclosureRowLabel_add81a271963f80dafa01ed6498bb632 } from '../../../components/admin/disclosure/DisclosureRowLabel'
import { MessageHead as MessageHead_01f3e13a93406cadfbbe6fe3874da89b } from '../../../components/admin/inbox/MessageHead'
import { ExportCsvButton as ExportCsvButton_2dfe7781dd7a6a92ade5b2e032cf2af4 } from '../../../components/admin/ExportCsvButton'
import { FormAnswers as FormAnswers_242e9829e0bf654830ee29d4fc11b7be } from '../../../components/admin/forms/FormAnswers'
import { RequestTools as RequestTools_0d9c8d7d2efc772c07c53434a073566b } from '../../../components/admin/privacy/RequestTools'
import { BreachDrafts as BreachDrafts_ead3d05ecdb85f523370284a6aa1108f } from '../../../components/admin/privacy/BreachDrafts'
import { BreachTools as BreachTools_7b049e758adafaf40017ef19e327197f } from '../../../components/admin/privacy/BreachTools'
import { AadhaarField as AadhaarField_9b5504fc238af0cdf34279d0af260a1b } from '../../../components/admin/AadhaarField'
import { WhatsAppStep as WhatsAppStep_6bf4667ddab358aafe2295043407a0b6 } from '../../../components/admin/admissions/WhatsAppStep'
import { DuplicateMerge as DuplicateMerge_afbaf817b3dda22aba630ca1e0d76a70 } from '../../../components/admin/admissions/DuplicateMerge'
import { StepRowLabel as StepRowLabel_6260a3262e8b74f4c624036fe77da43e } from '../../../components/admin/admissions/StepRowLabel'
import { ClassRowLabel as ClassRowLabel_b6ff7c1087a7196ec5d9f090e09b7e30 } from '../../../components/admin/admissions/ClassRowLabel'
import { TimeRowLabel as TimeRowLabel_5aec64fe2ddf777d3d1f3dca7a40eaf7 } from '../../../components/admin/admissions/TimeRowLabel'
import { MalayalamLabelField as MalayalamLabelField_630a133f4d2a2799c989e815f3b3ae93 } from '../../../components/admin/MalayalamLabelField'
import { MenuRowLabel as MenuRowLabel_2c1c4939ea880328d0d487f999101d66 } from '../../../components/admin/MenuRowLabel'
import { SecondFactorField as SecondFactorField_f51b5834524e13fd1f3cd0ede6c79678 } from '../../../components/admin/second-factor/SecondFactorField'
import { InitialsAvatar as InitialsAvatar_8a796ada80c1c7388c1c3106fdd837dc } from '../../../components/admin/branding/InitialsAvatar'
import { SchoolIcon as SchoolIcon_46cdeef71aadd450c8818ae6319173a2 } from '../../../components/admin/branding/SchoolIcon'
import { SchoolLogo as SchoolLogo_9a2e6cd9c7f7f5e704ed4c37beb00679 } from '../../../components/admin/branding/SchoolLogo'
import { SignOutLink as SignOutLink_6326f8cf0444206ca206796bf8c3d7ff } from '../../../components/admin/SignOutLink'
import { ViewSiteLink as ViewSiteLink_33f037dcb8950e7b5e6f0480c9cc4430 } from '../../../components/admin/ViewSiteLink'
import { TranslateNavLink as TranslateNavLink_26eb313ebd1c60ee99f709ba18e8aefd } from '../../../components/admin/translate/TranslateNavLink'
import { RoleNavLink as RoleNavLink_aa08d01d10b72e4cdc9d983e5512508b } from '../../../components/admin/RoleNavLink'
import { OnToSecondFactor as OnToSecondFactor_c3e1f62d86a51f70ad6c4cf862dee3ea } from '../../../components/admin/second-factor/OnToSecondFactor'
import { SchoolNavHeader as SchoolNavHeader_137d7066d81827cfcf583e59eb7e64ba } from '../../../components/admin/branding/SchoolNavHeader'
import { SchoolSwitcher as SchoolSwitcher_8ed70c515ee4abf8963b184970a0a575 } from '../../../components/admin/school-switcher/SchoolSwitcher'
import { S3ClientUploadHandler as S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24 } from '@payloadcms/storage-s3/client'
import { OfficeDashboard as OfficeDashboard_289b15ae12f450b70275457ab62d693b } from '../../../components/admin/dashboard/OfficeDashboard'
import { PersonDataView as PersonDataView_7d85c4596e1a82ef17839c4bec6fe9c7 } from '../../../components/admin/PersonDataView'
import { BackupsView as BackupsView_6e9ff6c7b38bb0b5fa9b6e5009ed262d } from '../../../components/admin/backups/BackupsView'
import { ReadmeView as ReadmeView_26ac6a731ca82300602f0a1db950d5ec } from '../../../components/admin/readme/ReadmeView'
import { ChangeMenuView as ChangeMenuView_4ded81c311953edf8dbd65b58bbcf59f } from '../../../components/admin/ChangeMenuView'
import { TranslateView as TranslateView_baa8df5b7ef157e04237b077fd28313c } from '../../../components/admin/translate/TranslateView'
import { CalendarImportView as CalendarImportView_47bff6761e7dead722e6f0a9ddf6556c } from '../../../components/admin/calendar/CalendarImportView'
import { AdmissionBoardView as AdmissionBoardView_72085d2cd22e6e3c0fd9539e1a3255c9 } from '../../../components/admin/admissions/AdmissionBoardView'
import { SecondFactorView as SecondFactorView_398c9faf98bd92f1758d595219882697 } from '../../../components/admin/second-factor/SecondFactorView'
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'

/** @type import('payload').ImportMap */
export const importMap = {
  "/components/admin/LanguageNote#LanguageNote": LanguageNote_8336833a18a790fb66146820ac6485e0,
  "/components/admin/OtherLanguageCell#OtherLanguageCell": OtherLanguageCell_7e81b33db86c3e0cb7dd44344e771ee5,
  "/components/admin/translate/EnglishBeside#EnglishBeside": EnglishBeside_190d884fa21d38a1aeb233740191a9a3,
  "/components/admin/share/ShareMessage#ShareMessage": ShareMessage_36af6e3155bdf606b3f7bda2a9cc5675,
  "/components/admin/NewRecordHeading#NewRecordHeading": NewRecordHeading_46163c57a82e96d311e7028146100bb0,
  "/components/admin/SendAlertNow#SendAlertNow": SendAlertNow_ab1fa9edc28ab9138ed6bd125a9b75f3,
  "/components/admin/review/PublishOrSubmitForReview#PublishOrSubmitForReview": PublishOrSubmitForReview_4cf064c092806adae10442db040b81ec,
  "/components/admin/CheckedUploadField#CheckedUploadField": CheckedUploadField_e62bf14a5f061e18a11d381d6bb1d9e1,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalCell": RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalField": RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#LexicalDiffComponent": LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/client#InlineToolbarFeatureClient": InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HorizontalRuleFeatureClient": HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UploadFeatureClient": UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BlockquoteFeatureClient": BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#RelationshipFeatureClient": RelationshipFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#LinkFeatureClient": LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ChecklistFeatureClient": ChecklistFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#OrderedListFeatureClient": OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnorderedListFeatureClient": UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#IndentFeatureClient": IndentFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#AlignFeatureClient": AlignFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HeadingFeatureClient": HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ParagraphFeatureClient": ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#InlineCodeFeatureClient": InlineCodeFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#SuperscriptFeatureClient": SuperscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#SubscriptFeatureClient": SubscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#StrikethroughFeatureClient": StrikethroughFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnderlineFeatureClient": UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BoldFeatureClient": BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ItalicFeatureClient": ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "/components/admin/calendar/RepeatsField#RepeatsField": RepeatsField_038c5b09dadf6440a7cdc45ef7f551a9,
  "/components/admin/calendar/ImportCalendarLink#ImportCalendarLink": ImportCalendarLink_b6e2d655d837ef1d584795d474c35caa,
  "/components/admin/MenuLinkField#MenuLinkField": MenuLinkField_e95dd39d9cd9c2fe230e7d98a7566810,
  "/components/admin/AddToMenuField#AddToMenuField": AddToMenuField_2ed77894d14506806526baa3aec062f2,
  "/components/admin/forms/QuestionRowLabel#QuestionRowLabel": QuestionRowLabel_2568046c7f867a3c3d1be9f8df78fd27,
  "/components/admin/forms/FormReplies#FormReplies": FormReplies_2fe2994daa7beb2aa557fafd3170b96d,
  "/components/admin/disclosure/DisclosureCompleteness#DisclosureCompleteness": DisclosureCompleteness_10067ec35594bc39159fdff683911c68,
  "/components/admin/disclosure/DisclosureRowLabel#DisclosureRowLabel": DisclosureRowLabel_add81a271963f80dafa01ed6498bb632,
  "/components/admin/inbox/MessageHead#MessageHead": MessageHead_01f3e13a93406cadfbbe6fe3874da89b,
  "/components/admin/ExportCsvButton#ExportCsvButton": ExportCsvButton_2dfe7781dd7a6a92ade5b2e032cf2af4,
  "/components/admin/forms/FormAnswers#FormAnswers": FormAnswers_242e9829e0bf654830ee29d4fc11b7be,
  "/components/admin/privacy/RequestTools#RequestTools": RequestTools_0d9c8d7d2efc772c07c53434a073566b,
  "/components/admin/privacy/BreachDrafts#BreachDrafts": BreachDrafts_ead3d05ecdb85f523370284a6aa1108f,
  "/components/admin/privacy/BreachTools#BreachTools": BreachTools_7b049e758adafaf40017ef19e327197f,
  "/components/admin/AadhaarField#AadhaarField": AadhaarField_9b5504fc238af0cdf34279d0af260a1b,
  "/components/admin/admissions/WhatsAppStep#WhatsAppStep": WhatsAppStep_6bf4667ddab358aafe2295043407a0b6,
  "/components/admin/admissions/DuplicateMerge#DuplicateMerge": DuplicateMerge_afbaf817b3dda22aba630ca1e0d76a70,
  "/components/admin/admissions/StepRowLabel#StepRowLabel": StepRowLabel_6260a3262e8b74f4c624036fe77da43e,
  "/components/admin/admissions/ClassRowLabel#ClassRowLabel": ClassRowLabel_b6ff7c1087a7196ec5d9f090e09b7e30,
  "/components/admin/admissions/TimeRowLabel#TimeRowLabel": TimeRowLabel_5aec64fe2ddf777d3d1f3dca7a40eaf7,
  "/components/admin/MalayalamLabelField#MalayalamLabelField": MalayalamLabelField_630a133f4d2a2799c989e815f3b3ae93,
  "/components/admin/MenuRowLabel#MenuRowLabel": MenuRowLabel_2c1c4939ea880328d0d487f999101d66,
  "/components/admin/second-factor/SecondFactorField#SecondFactorField": SecondFactorField_f51b5834524e13fd1f3cd0ede6c79678,
  "/components/admin/branding/InitialsAvatar#InitialsAvatar": InitialsAvatar_8a796ada80c1c7388c1c3106fdd837dc,
  "/components/admin/branding/SchoolIcon#SchoolIcon": SchoolIcon_46cdeef71aadd450c8818ae6319173a2,
  "/components/admin/branding/SchoolLogo#SchoolLogo": SchoolLogo_9a2e6cd9c7f7f5e704ed4c37beb00679,
  "/components/admin/SignOutLink#SignOutLink": SignOutLink_6326f8cf0444206ca206796bf8c3d7ff,
  "/components/admin/ViewSiteLink#ViewSiteLink": ViewSiteLink_33f037dcb8950e7b5e6f0480c9cc4430,
  "/components/admin/translate/TranslateNavLink#TranslateNavLink": TranslateNavLink_26eb313ebd1c60ee99f709ba18e8aefd,
  "/components/admin/RoleNavLink#RoleNavLink": RoleNavLink_aa08d01d10b72e4cdc9d983e5512508b,
  "/components/admin/second-factor/OnToSecondFactor#OnToSecondFactor": OnToSecondFactor_c3e1f62d86a51f70ad6c4cf862dee3ea,
  "/components/admin/branding/SchoolNavHeader#SchoolNavHeader": SchoolNavHeader_137d7066d81827cfcf583e59eb7e64ba,
  "/components/admin/school-switcher/SchoolSwitcher#SchoolSwitcher": SchoolSwitcher_8ed70c515ee4abf8963b184970a0a575,
  "@payloadcms/storage-s3/client#S3ClientUploadHandler": S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24,
  "/components/admin/dashboard/OfficeDashboard#OfficeDashboard": OfficeDashboard_289b15ae12f450b70275457ab62d693b,
  "/components/admin/PersonDataView#PersonDataView": PersonDataView_7d85c4596e1a82ef17839c4bec6fe9c7,
  "/components/admin/backups/BackupsView#BackupsView": BackupsView_6e9ff6c7b38bb0b5fa9b6e5009ed262d,
  "/components/admin/readme/ReadmeView#ReadmeView": ReadmeView_26ac6a731ca82300602f0a1db950d5ec,
  "/components/admin/ChangeMenuView#ChangeMenuView": ChangeMenuView_4ded81c311953edf8dbd65b58bbcf59f,
  "/components/admin/translate/TranslateView#TranslateView": TranslateView_baa8df5b7ef157e04237b077fd28313c,
  "/components/admin/calendar/CalendarImportView#CalendarImportView": CalendarImportView_47bff6761e7dead722e6f0a9ddf6556c,
  "/components/admin/admissions/AdmissionBoardView#AdmissionBoardView": AdmissionBoardView_72085d2cd22e6e3c0fd9539e1a3255c9,
  "/components/admin/second-factor/SecondFactorView#SecondFactorView": SecondFactorView_398c9faf98bd92f1758d595219882697,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1
}
