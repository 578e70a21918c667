/** Only the home page has content above the header ([...rest]/page.tsx says why this is not enough). */
export default function NoBanner() {
  return null
}
