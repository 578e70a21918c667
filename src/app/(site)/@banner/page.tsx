import { HomeBanner } from '@/components/home/HomeBanner'

/** SPEC §1: the online-registration banner links and the notification popup come before the header. */
export default function HomeBannerSlot() {
  return <HomeBanner />
}
