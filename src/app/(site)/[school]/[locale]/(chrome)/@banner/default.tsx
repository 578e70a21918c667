/** Only the home page has content above the header. */
export default function NoBanner() {
  return null
}
