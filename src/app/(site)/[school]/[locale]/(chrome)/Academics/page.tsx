import { editablePage } from '@/components/EditablePage'

const { Page, generateMetadata } = editablePage('Academics')

export { generateMetadata }
export default Page
