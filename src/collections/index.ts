import type { CollectionConfig } from 'payload'

import { guardReads } from '@/hooks/anonymous-reads'
import { ownSchoolReferences } from '@/hooks/own-school-references'
import { MALAYALAM_SOURCE, withMalayalamState, type TranslatedCollection } from '@/fields/malayalam'

import { AdmissionNumbers } from './AdmissionNumbers'
import { AdmissionRegistrations } from './AdmissionRegistrations'
import { AdmissionSessions } from './AdmissionSessions'
import { Alerts } from './Alerts'
import { AccessLog } from './AccessLog'
import { AuditLog } from './AuditLog'
import { Birthdays } from './Birthdays'
import { Breaches } from './Breaches'
import { Circulars } from './Circulars'
import { CareerApplications } from './CareerApplications'
import { ContactMessages } from './ContactMessages'
import { PrivacyRequests } from './PrivacyRequests'
import { CustomPages } from './CustomPages'
import { Deliveries } from './Deliveries'
import { Disclosures } from './Disclosures'
import { Events } from './Events'
import { Faculty } from './Faculty'
import { Forms } from './Forms'
import { FormSubmissions } from './FormSubmissions'
import { Gallery } from './Gallery'
import { Highlights } from './Highlights'
import { Media } from './Media'
import { News } from './News'
import { NoticeVersions } from './NoticeVersions'
import { NotificationPopups } from './NotificationPopups'
import { OnlineRegistrations } from './OnlineRegistrations'
import { Pages } from './Pages'
import { PrincipalMessages } from './PrincipalMessages'
import { PrivateFiles } from './PrivateFiles'
import { Schools } from './Schools'
import { SecondFactors } from './SecondFactors'
import { PushSubscriptions } from './PushSubscriptions'
import { Subscriptions } from './Subscriptions'
import { TcRequests } from './TcRequests'
import { Toppers } from './Toppers'
import { TransferCertificates } from './TransferCertificates'
import { TrustMembers } from './TrustMembers'
import { Users } from './Users'
import { Videos } from './Videos'

/** Every collection, in the order the admin's navigation lists them within each group. */
const all: CollectionConfig[] = [
  // Content (SPEC §3 entities), after the urgent alert the office may need first
  Alerts,
  News,
  Circulars,
  Events,
  Gallery,
  Toppers,
  PrincipalMessages,
  Birthdays,
  Highlights,
  OnlineRegistrations,
  NotificationPopups,
  Videos,
  // School profile
  Pages,
  CustomPages,
  Forms,
  Faculty,
  TrustMembers,
  Disclosures,
  // Inbox
  TcRequests,
  ContactMessages,
  CareerApplications,
  FormSubmissions,
  TransferCertificates,
  PrivacyRequests,
  Breaches,
  // Admissions: the season's applications, then its sessions (and their numbers' counters, hidden)
  AdmissionRegistrations,
  AdmissionSessions,
  AdmissionNumbers,
  // Notifications
  Subscriptions,
  PushSubscriptions,
  Deliveries,
  // Files and settings
  Media,
  PrivateFiles,
  Schools,
  Users,
  AuditLog,
  AccessLog,
  NoticeVersions,
  // Hidden: kept by the second factor's own code (lib/accounts/second-factor.ts)
  SecondFactors,
]

/** Where a new record's heading comes from: "New circular", not Payload's "[Untitled]". */
const NEW_RECORD_HEADING = '/components/admin/NewRecordHeading#NewRecordHeading'

/** The edit view's components of every collection, with the heading of a new record. */
const withNewRecordHeading = (collection: CollectionConfig): CollectionConfig => ({
  ...collection,
  admin: {
    ...collection.admin,
    components: {
      ...collection.admin?.components,
      edit: {
        ...collection.admin?.components?.edit,
        beforeDocumentControls: [
          NEW_RECORD_HEADING,
          ...(collection.admin?.components?.edit?.beforeDocumentControls ?? []),
        ],
      },
    },
  },
})

/**
 * Every record's files come from its own school (a school's own record is its school), the CMS
 * API's reads are bounded for visitors, the lists the office translates show what still lacks
 * Malayalam, and a new record is headed by what it is.
 */
export const collections: CollectionConfig[] = all.map((plain) => {
  const source = MALAYALAM_SOURCE[plain.slug as TranslatedCollection]
  const collection = withNewRecordHeading(source ? withMalayalamState(plain, source) : plain)
  const guarded: CollectionConfig = {
    ...collection,
    hooks: {
      ...collection.hooks,
      beforeOperation: [guardReads, ...(collection.hooks?.beforeOperation ?? [])],
    },
  }
  return collection.slug === 'users'
    ? guarded
    : ownSchoolReferences(guarded, collection.slug === 'schools' ? (record) => record.id : undefined)
})
