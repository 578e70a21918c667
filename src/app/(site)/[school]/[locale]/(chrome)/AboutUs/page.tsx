import { editablePage } from '@/components/EditablePage'

const { Page, generateMetadata } = editablePage('AboutUs')

export { generateMetadata }
export default Page
