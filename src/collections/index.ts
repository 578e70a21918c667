import type { CollectionConfig } from 'payload'

import { AdmissionRegistrations } from './AdmissionRegistrations'
import { Birthdays } from './Birthdays'
import { CareerApplications } from './CareerApplications'
import { ContactMessages } from './ContactMessages'
import { Disclosures } from './Disclosures'
import { Events } from './Events'
import { Faculty } from './Faculty'
import { Gallery } from './Gallery'
import { Highlights } from './Highlights'
import { Media } from './Media'
import { News } from './News'
import { NotificationPopups } from './NotificationPopups'
import { OnlineRegistrations } from './OnlineRegistrations'
import { Pages } from './Pages'
import { PrincipalMessages } from './PrincipalMessages'
import { PrivateFiles } from './PrivateFiles'
import { Schools } from './Schools'
import { TcRequests } from './TcRequests'
import { Toppers } from './Toppers'
import { TransferCertificates } from './TransferCertificates'
import { TrustMembers } from './TrustMembers'
import { Users } from './Users'
import { Videos } from './Videos'

/** Every collection, in the order the admin's navigation lists them within each group. */
export const collections: CollectionConfig[] = [
  // Content (SPEC §3 entities)
  News,
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
  Faculty,
  TrustMembers,
  Disclosures,
  // Inbox
  TcRequests,
  ContactMessages,
  CareerApplications,
  AdmissionRegistrations,
  TransferCertificates,
  // Files and settings
  Media,
  PrivateFiles,
  Schools,
  Users,
]
