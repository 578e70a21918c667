import { editablePage } from '@/components/EditablePage'

const { Page, generateMetadata } = editablePage('PrincipalMessage')

export { generateMetadata }
export default Page
