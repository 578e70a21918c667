import { editablePage } from '@/components/EditablePage'

const { Page, generateMetadata } = editablePage('Fee')

export { generateMetadata }
export default Page
