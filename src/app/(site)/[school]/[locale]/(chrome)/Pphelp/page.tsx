import { editablePage } from '@/components/EditablePage'

const { Page, generateMetadata } = editablePage('Pphelp')

export { generateMetadata }
export default Page
