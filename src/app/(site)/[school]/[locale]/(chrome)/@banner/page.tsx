import { HomeBanner } from '@/components/home/HomeBanner'
import { pageSchool, type SchoolParams } from '@/lib/site/school'

/** SPEC §1: the online-registration banner links and the notification popup come before the header. */
export default async function HomeBannerSlot({ params }: SchoolParams) {
  return <HomeBanner school={await pageSchool(params)} />
}
